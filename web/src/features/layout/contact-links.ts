/** A tel: link for a phone number as the site shows it ("+250 788 123 456" → "tel:+250788123456"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
