import { Timestamp, type Firestore } from 'firebase-admin/firestore';

/**
 * The `--large` catalogue of the benchmark: 2,000 products, 200 services and 500 applications on
 * top of the demo data, so cost and speed can be compared at scale.
 */
export const LARGE = { products: 2000, services: 200, applications: 500 } as const;

const CATEGORIES = ['cat-cctv', 'cat-access-control', 'cat-alarms', 'cat-intercom-pabx', 'cat-networking'];
const SERVICE_CATEGORIES = [
  'Network Solutions',
  'Security Systems',
  'IT Consulting',
  'Cloud Services',
  'Training',
];

async function writeInBatches(db: Firestore, docs: { path: string; data: Record<string, unknown> }[]) {
  for (let start = 0; start < docs.length; start += 400) {
    const batch = db.batch();
    for (const { path, data } of docs.slice(start, start + 400)) batch.set(db.doc(path), data);
    await batch.commit();
  }
}

/** Each product's and service's slug claim (firestore.rules), as the app's saves write them. */
const slugClaims = (docs: { path: string; data: Record<string, unknown> }[]) =>
  docs.map(({ path, data }) => {
    const [collection, id] = path.split('/');
    return { path: `slugs/${collection}:${String(data.slug)}`, data: { collection, doc_id: id } };
  });

export async function seedLarge(db: Firestore) {
  const old = Date.now() - 30 * 24 * 60 * 60 * 1000;
  const at = (index: number) => Timestamp.fromMillis(old - index * 1000);
  const products = Array.from({ length: LARGE.products }, (_, index) => ({
    path: `products/bench-product-${index}`,
    data: {
      name: `Bench Product ${index}`,
      slug: `bench-product-${index}`,
      category_id: CATEGORIES[index % CATEGORIES.length],
      description: `Benchmark product number ${index}, used to measure how the site behaves with a large catalogue.`,
      price: 10000 + index,
      stock_status: 'in_stock',
      specifications: { Model: `BP-${index}` },
      image_url: '/images/seed/brand/placeholder.webp',
      currency: 'RWF',
      created_at: at(index),
      updated_at: at(index),
    },
  }));
  const services = Array.from({ length: LARGE.services }, (_, index) => ({
    path: `services/bench-service-${index}`,
    data: {
      name: `Bench Service ${index}`,
      slug: `bench-service-${index}`,
      description: `Benchmark service number ${index}.`,
      category: SERVICE_CATEGORIES[index % SERVICE_CATEGORIES.length],
      features: ['One', 'Two', 'Three', 'Four'],
      price_range: { min: 1000, max: 2000 },
      image_url: null,
      created_at: at(index),
      updated_at: at(index),
    },
  }));
  await writeInBatches(db, [...products, ...services, ...slugClaims([...products, ...services])]);
  await writeInBatches(
    db,
    Array.from({ length: LARGE.applications }, (_, index) => ({
      path: `job_applications/bench-application-${index}`,
      data: {
        job_posting_id: 'job-network-engineer',
        full_name: `Bench Applicant ${index}`,
        email: `applicant${index}@example.com`,
        resume_url: `https://example.com/cv-${index}.pdf`,
        status: 'pending',
        created_at: at(index),
        delivery: { state: 'sent', at: at(index) },
      },
    })),
  );
}
