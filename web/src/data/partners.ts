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
  active: () => partners.keys.of('active'),
};

/** Active partners, newest first (docs/product.md#calls); the rules only let visitors list active ones. */
export const activePartnersQuery = () =>
  partners.publicListQuery(partnerKeys.active(), 'Error fetching partners', {
    where: (sdk) => [sdk.where('is_active', '==', true)],
  });

const partnerFields = (form: PartnerForm) => ({
  name: form.name,
  logo_url: form.logo_url,
  is_active: form.is_active,
});

export const createPartner = (form: PartnerForm) => partners.create(partnerFields(form));

export const updatePartner = (id: string, form: PartnerForm) => partners.update(id, partnerFields(form));

export const deletePartner = (id: string) => partners.remove(id);
