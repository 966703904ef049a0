import { partnerEntity, type PartnerForm } from '@kigali/domain';
import { defineCollection } from './collection';
import { NEWEST_FIRST } from './paging';

export const partners = defineCollection({
  name: 'partners',
  entity: partnerEntity,
  order: NEWEST_FIRST,
  stamps: { created: 'created_at' },
});

export const partnerKeys = {
  all: partners.keys.all,
};

const partnerFields = (form: PartnerForm) => ({
  name: form.name,
  logo_url: form.logo_url,
  is_active: form.is_active,
});

export const createPartner = (form: PartnerForm) => partners.create(partnerFields(form));

export const updatePartner = (id: string, form: PartnerForm) => partners.update(id, partnerFields(form));

export const deletePartner = (id: string) => partners.remove(id);
