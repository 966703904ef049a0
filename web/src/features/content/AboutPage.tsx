import { Link } from '@/ui/Link';
import { paths } from '@/config/paths';
import { useMessages } from '@/i18n';
import { Seo } from '@/ui/Seo';

export function AboutPage() {
  const t = useMessages();
  const about = t.content.about;
  return (
    <>
      <Seo title={about.seoTitle} description={about.seoDescription} />
      <section className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-5xl px-4 py-16 sm:py-24">
          <h1 className="text-3xl font-bold sm:text-5xl">{about.heroTitle}</h1>
          <p className="mt-6 max-w-3xl text-lg text-slate-200">{about.heroText}</p>
          <div className="mt-8 flex flex-wrap gap-4">
            <Link
              to={paths.services}
              className="inline-flex items-center rounded-md bg-accent-500 px-5 py-3 font-semibold text-brand-950 hover:bg-accent-600"
            >
              {about.servicesLink}
            </Link>
            <Link
              to={paths.products}
              className="inline-flex items-center rounded-md border border-white px-5 py-3 font-semibold text-white hover:bg-white hover:text-brand-900"
            >
              {about.productsLink}
            </Link>
          </div>
        </div>
      </section>
      <section className="mx-auto grid max-w-5xl gap-8 px-4 py-14 md:grid-cols-2">
        <article className="rounded-xl border border-slate-200 p-6 shadow-sm">
          <h2 className="text-2xl font-bold text-brand-900">{about.visionTitle}</h2>
          <p className="mt-3 text-slate-700">{about.vision}</p>
        </article>
        <article className="rounded-xl border border-slate-200 p-6 shadow-sm">
          <h2 className="text-2xl font-bold text-brand-900">{about.missionTitle}</h2>
          <p className="mt-3 text-slate-700">{about.mission}</p>
        </article>
      </section>
      <section className="bg-slate-50">
        <div className="mx-auto max-w-5xl px-4 py-14">
          <h2 className="text-center text-3xl font-bold text-brand-900">{about.valuesTitle}</h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {about.values.map((value) => (
              <li key={value.title} className="rounded-xl bg-white p-6 shadow-sm">
                <h3 className="text-xl font-semibold text-brand-700">{value.title}</h3>
                <p className="mt-2 text-slate-700">{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
