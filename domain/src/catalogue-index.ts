import type { Product, ProductCategory, Service } from './entities';

/**
 * The whole catalogue of one language, as the site search reads it and the offline copy names its
 * pages: what a result shows and links to, nothing more (GET /catalogue.json, /fr/catalogue.json).
 */
export type CatalogueIndex = {
  products: Pick<Product, 'id' | 'slug' | 'name' | 'description' | 'category_id' | 'price' | 'image_url'>[];
  categories: Pick<ProductCategory, 'id' | 'name'>[];
  services: Pick<
    Service,
    'id' | 'slug' | 'name' | 'description' | 'category' | 'price_range' | 'image_url'
  >[];
};
