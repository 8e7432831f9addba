import { useId } from 'react';
import type { PageMeta } from '../../../content/pages';
import { servicePages } from '../../../content/service-pages';
import { defaultStrapline } from '../../../content/service-texts';
import { findService, type ServiceSlug } from '../../../content/services';
import { telHref } from '../../../content/site';
import { PhoneIcon } from '../../layout/icons';
import { NotFound } from '../../layout/NotFound';
import { useDocumentMeta } from '../../layout/Seo';
import { Link } from '../../lib/router';
import { siteConfig } from '../../lib/site-config';
import { Button, ButtonLink } from '../../ui/Button';
import { ExampleMark } from '../../ui/ExampleMark';
import { Prose } from '../../ui/Prose';
import { useConsultation } from '../consultation';

const categoryBadge = { personal: 'Personal Finance', business: 'Business' } as const;

function CheckIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="currentColor"
      className="mt-0.5 size-5 shrink-0 text-brand-700"
    >
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
      />
    </svg>
  );
}

/** One template for the 20 service pages (DECISIONS D7); the content is `content/service-pages.ts`. */
export default function ServicePage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  const { openConsultation } = useConsultation();
  const benefitsId = useId();
  const includedId = useId();
  const processId = useId();
  const nextId = useId();
  const slug = page.path.replace('/services/', '');
  const service = findService(slug);
  if (!service) return <NotFound />;
  const content = servicePages[slug as ServiceSlug];
  // The adviser's text for this page, as published (issue 58): its prose as sanitised HTML.
  const published = siteConfig.serviceTexts[slug];
  const phoneLink = telHref(siteConfig.phone);
  // The adviser's own testimonials for this page (issue 58, D34): none on a fresh install.
  const testimonials = siteConfig.claims.testimonials.filter((testimonial) => testimonial.page === slug);

  return (
    <>
      <section className="bg-brand-800 text-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
          <nav aria-label="Breadcrumb">
            <ol className="flex flex-wrap items-center gap-1 text-sm text-brand-100">
              <li>
                <Link to="/" className="underline hover:text-white">
                  Home
                </Link>
              </li>
              <li aria-hidden="true">›</li>
              <li>Services</li>
              <li aria-hidden="true">›</li>
              <li aria-current="page" className="font-semibold text-white">
                {service.title}
              </li>
            </ol>
          </nav>
          <p className="mt-5 inline-flex rounded-full bg-accent-400 px-3 py-1 text-sm font-semibold text-slate-900">
            {categoryBadge[service.category]}
          </p>
          <h1 className="mt-3 text-3xl font-bold sm:text-4xl">{service.title}</h1>
          {published ? (
            <Prose html={published.introHtml} className="mt-4 max-w-2xl text-lg text-brand-100" />
          ) : (
            <p className="mt-4 max-w-2xl text-lg text-brand-100">{content.intro}</p>
          )}
          {/* No claim such as years in practice unless the adviser writes it (D34). */}
          {(published ? published.strapline : defaultStrapline(siteConfig.adviserName)) ? (
            <p className="mt-2 text-brand-100">
              {published ? published.strapline : defaultStrapline(siteConfig.adviserName)}
            </p>
          ) : null}
          <div className="mt-6 flex flex-wrap gap-3">
            <Button variant="accent" size="lg" onClick={openConsultation} data-action="consultation">
              Schedule Free Consultation
            </Button>
            <a
              href={phoneLink}
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border border-white/70 px-6 text-lg font-semibold text-white hover:bg-white/10"
            >
              <PhoneIcon />
              Call Now: {siteConfig.phone}
            </a>
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-2">
        <section aria-labelledby={benefitsId}>
          <h2 id={benefitsId} className="text-2xl font-bold text-slate-900">
            Key Benefits
          </h2>
          <ul className="mt-4 space-y-3">
            {(published?.benefits ?? content.benefits).map((benefit) => (
              <li key={benefit} className="flex gap-3 text-slate-800">
                <CheckIcon />
                {benefit}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby={includedId}>
          <h2 id={includedId} className="text-2xl font-bold text-slate-900">
            What's Included
          </h2>
          <ul className="mt-4 space-y-3">
            {(published?.included ?? content.included).map((item) => (
              <li key={item} className="flex gap-3 text-slate-800">
                <CheckIcon />
                {item}
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby={processId} className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 id={processId} className="text-2xl font-bold text-slate-900">
            How It Works
          </h2>
          <ol className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {content.process.map((original, index) => {
              const step = published?.process[index];
              return (
                <li
                  key={step?.title ?? original.title}
                  className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
                >
                  <span className="inline-flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                    {index + 1}
                  </span>
                  <h3 className="mt-3 font-semibold text-slate-900">{step?.title ?? original.title}</h3>
                  {step ? (
                    <Prose html={step.html} className="mt-1 text-slate-700" />
                  ) : (
                    <p className="mt-1 text-slate-700">{original.text}</p>
                  )}
                </li>
              );
            })}
          </ol>
        </div>
      </section>

      {testimonials.length > 0 ? (
        <section aria-label="What clients say" className="mx-auto max-w-3xl space-y-4 px-4 py-12">
          {testimonials.map((testimonial) => (
            <figure
              key={`${testimonial.name} ${testimonial.text.slice(0, 40)}`}
              className="rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8"
            >
              <blockquote className="text-lg text-slate-900">“{testimonial.text}”</blockquote>
              <figcaption className="mt-4 font-semibold text-slate-800">
                {[testimonial.name, testimonial.location].filter(Boolean).join(', ')}
                <ExampleMark example={testimonial.example} />
              </figcaption>
            </figure>
          ))}
        </section>
      ) : null}

      <section aria-labelledby={nextId} className="mx-auto max-w-6xl px-4 pb-14">
        <div className="rounded-2xl bg-brand-800 p-6 text-center text-white sm:p-10">
          <h2 id={nextId} className="text-2xl font-bold">
            Ready to take the next step?
          </h2>
          <p className="mt-2 text-brand-100">
            Free, independent advice, in person in Windhoek, by phone or online.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <ButtonLink to="/quote" variant="accent">
              Get Free Quote
            </ButtonLink>
            <a
              href={phoneLink}
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-white/70 px-4 font-semibold text-white hover:bg-white/10"
            >
              <PhoneIcon />
              Call {siteConfig.phone}
            </a>
            <ButtonLink to="/workshops" variant="inverse">
              Attend Workshop
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
