import { COMPANY } from './company';
import { formatPublicPrice } from './price';

/** English message a visitor sends about a product. */
export function productOrderMessage(product: { name: string; price: number | null | undefined }): string {
  return `Hello ${COMPANY.name}, I would like to buy "${product.name}" listed at ${formatPublicPrice(product.price)}. Is it available?`;
}

/** The chat-app link that opens a conversation with the company, prefilled with the order message. */
export function productChatLink(product: { name: string; price: number | null | undefined }): string {
  return `https://wa.me/${COMPANY.chatNumber}?text=${encodeURIComponent(productOrderMessage(product))}`;
}
