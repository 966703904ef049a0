import { COMPANY } from './company';
import type { Locale } from './locales';
import { formatPublicPrice } from './price';

type OrderedProduct = { name: string; price: number | null | undefined };

/**
 * The message a visitor sends the company about a product, in the page's language. It is not in
 * the site's catalogues: the company's staff read it in the chat app, and the domain keeps it with
 * the link it fills in. The product's name is the page's too (its translation, where it has one).
 */
const ORDER_MESSAGES: Record<Locale, (name: string, price: string) => string> = {
  en: (name, price) =>
    `Hello ${COMPANY.name}, I would like to buy "${name}" listed at ${price}. Is it available?`,
  // French spaces its guillemets and question mark with a narrow no-break space (U+202F).
  fr: (name, price) =>
    `Bonjour ${COMPANY.name}, je souhaite acheter «\u202f${name}\u202f», au prix affiché de ${price}. Ce produit est-il disponible\u202f?`,
  rw: (name, price) =>
    `Muraho ${COMPANY.name}, nifuza kugura igicuruzwa “${name}” kiri ku giciro cya ${price}. Kirahari?`,
};

/** The order message for a product, its price written as public pages write it. */
export function productOrderMessage(product: OrderedProduct, locale: Locale): string {
  return ORDER_MESSAGES[locale](product.name, formatPublicPrice(product.price));
}

/** The chat-app link that opens a conversation with the company, prefilled with the order message. */
export function productChatLink(product: OrderedProduct, locale: Locale): string {
  return `https://wa.me/${COMPANY.chatNumber}?text=${encodeURIComponent(productOrderMessage(product, locale))}`;
}
