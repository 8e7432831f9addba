import { useId } from 'react';
import {
  coreCoverAreas,
  partnerInstitutions,
  popularContent,
  servicesCards,
  socialChannels,
  testimonials,
  trustBadges,
  trustClaims,
} from '../../../content/home';
import type { PageMeta } from '../../../content/pages';
import { questionnaireFlowName, questionnaireFlowSummaries } from '../../../content/questionnaire-flows';
import { hoursText, telHref, whatsappHref } from '../../../content/site';
import { Island } from '../../islands/island';
import { MailIcon, PhoneIcon, PinIcon } from '../../layout/icons';
import { useDocumentMeta } from '../../layout/Seo';
import { Link } from '../../lib/router';
import { siteConfig } from '../../lib/site-config';
import { Button, ButtonLink, ExternalButtonLink } from '../../ui/Button';
import { useConsultation } from '../consultation';
import { useQuestionnaire } from '../questionnaire';
import { HeroMenus, ServicesCard, Stars } from './parts';

export default function HomePage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  const { openConsultation } = useConsultation();
  const { openQuestionnaire } = useQuestionnaire();
  const ids = {
    start: useId(),
    cover: useId(),
    services: useId(),
    testimonials: useId(),
    partners: useId(),
    social: useId(),
    about: useId(),
  };
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
            Independent financial adviser and insurance broker
          </p>
          <h1 className="mt-3 max-w-3xl text-3xl leading-tight font-extrabold sm:text-5xl">{page.heading}</h1>
          <p className="mt-5 max-w-2xl text-lg text-brand-100">
            Insurance, debt, savings, investments and retirement: {siteConfig.adviserName} helps you see where
            you stand and what to do next, in plain words and in Namibian dollars.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {/* The hero's own consultation button is for small screens; large ones have the bottom bar. */}
            <Button
              variant="accent"
              size="lg"
              className="md:hidden"
              onClick={openConsultation}
              data-action="consultation"
              aria-haspopup="dialog"
            >
              Schedule Free Consultation
            </Button>
            <ButtonLink to="/calculators" variant="inverse" size="lg">
              Try the free calculators
            </ButtonLink>
            <ExternalButtonLink href={telHref(siteConfig.phone)} variant="inverse" size="lg">
              Call {siteConfig.phone}
            </ExternalButtonLink>
          </div>
          <Island name="hero-menus" component={HeroMenus} props={{}} />
        </div>
      </section>

      <section aria-label="Why clients trust us" className="border-b border-slate-200 bg-white">
        <ul className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 pt-8 text-center sm:grid-cols-4">
          {trustClaims.map((claim) => (
            <li key={claim.label}>
              <p className="text-3xl font-extrabold text-brand-700">{claim.value}</p>
              <p className="mt-1 text-sm text-slate-600">{claim.label}</p>
            </li>
          ))}
        </ul>
        <ul className="mx-auto flex max-w-6xl flex-wrap justify-center gap-2 px-4 py-6">
          {trustBadges.map((badge) => (
            <li
              key={badge}
              className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900"
            >
              {badge}
            </li>
          ))}
        </ul>
        <p className="mx-auto max-w-6xl px-4 pb-6 text-center text-sm text-slate-700">
          {siteConfig.registration}. Open {hoursText(siteConfig)}.
        </p>
      </section>

      <section aria-labelledby={ids.start} className="mx-auto max-w-6xl px-4 pt-12">
        <h2 id={ids.start} className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Where would you like to start?
        </h2>
        <p className="mt-2 max-w-2xl text-slate-700">
          Answer a few quick questions and {siteConfig.adviserName} comes back to you with personal
          recommendations, free of charge.
        </p>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {questionnaireFlowSummaries.map((flow) => (
            <li key={flow.id}>
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={() => openQuestionnaire(flow.id)}
                data-action="questionnaire"
                data-flow={flow.id}
                className="flex h-full w-full flex-col rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm transition hover:border-brand-500 hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                <span className="font-semibold text-brand-800">
                  {questionnaireFlowName(flow, siteConfig.adviserName)}
                </span>
                <span className="mt-1 text-sm text-slate-600">{flow.intro}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={ids.cover} className="mx-auto max-w-6xl px-4 pt-14">
        <h2 id={ids.cover} className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Cover for what matters most
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {coreCoverAreas.map((area) => (
            <li
              key={area.title}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h3 className="text-lg font-semibold text-slate-900">{area.title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{area.text}</p>
              <Link to={`/services/${area.slug}`} className="mt-4 font-semibold text-brand-800 underline">
                More about {area.title.toLowerCase()}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section
        id="services"
        aria-labelledby={ids.services}
        className="mx-auto max-w-6xl scroll-mt-20 px-4 pt-14"
      >
        <h2 id={ids.services} className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Our services
        </h2>
        <div className="mt-6 grid gap-4 lg:grid-cols-2">
          {servicesCards.map((card) => (
            <Island key={card.title} name="services-card" component={ServicesCard} props={card} />
          ))}
        </div>
      </section>

      <section aria-labelledby={ids.testimonials} className="mt-14 bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id={ids.testimonials} className="text-2xl font-bold text-slate-900 sm:text-3xl">
            What clients say
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-2">
            {testimonials.map((testimonial) => (
              <li key={testimonial.name}>
                <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                  <Stars rating={testimonial.rating} />
                  <blockquote className="mt-3 flex-1 text-slate-800">“{testimonial.text}”</blockquote>
                  <p className="mt-4 inline-flex self-start rounded-full bg-green-50 px-3 py-1 text-sm font-semibold text-green-800">
                    {testimonial.result}
                  </p>
                  <figcaption className="mt-3 text-sm text-slate-700">
                    <span className="font-semibold text-slate-900">{testimonial.name}</span>,{' '}
                    {testimonial.title}, {testimonial.location}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby={ids.partners} className="mx-auto max-w-6xl px-4 py-14">
        <h2 id={ids.partners} className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Institutions we compare
        </h2>
        <p className="mt-2 max-w-2xl text-slate-700">
          As an independent broker we are not tied to one insurer: we compare products from several and
          recommend the one that fits you.
        </p>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {partnerInstitutions.map((partner) => (
            <li key={partner.name} className="rounded-xl border border-slate-200 p-4">
              <p className="font-semibold text-slate-900">{partner.name}</p>
              <p className="text-sm text-slate-700">{partner.specialty}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={ids.social} className="bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id={ids.social} className="text-2xl font-bold sm:text-3xl">
            Money tips every week
          </h2>
          <p className="mt-2 text-brand-100">
            Follow {siteConfig.adviserName} for short, practical tips for Namibians.
          </p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {socialChannels.map((channel) => {
              const profile = siteConfig.social[channel.key];
              return (
                <li key={channel.key}>
                  <a
                    href={profile.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="block h-full rounded-xl bg-white/10 p-4 ring-1 ring-white/20 hover:bg-white/15"
                  >
                    <span className="block font-semibold">{profile.name}</span>
                    <span className="block text-sm text-brand-100">
                      {channel.handle} · {channel.followers} followers
                    </span>
                    <span className="mt-1 block text-sm text-brand-100">{channel.about}</span>
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              );
            })}
          </ul>
          <h3 className="mt-8 font-semibold">Popular right now</h3>
          <ul className="mt-3 space-y-2 text-brand-50">
            {popularContent.map((item) => (
              <li key={item.title}>
                <span className="font-semibold text-white">{item.platform}:</span> {item.title}{' '}
                <span className="text-sm text-brand-100">
                  ({item.views}, {item.engagement})
                </span>
              </li>
            ))}
          </ul>
          <a
            href={telHref(siteConfig.phone)}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-6 inline-flex items-center gap-2 font-semibold text-accent-300 underline"
          >
            <PhoneIcon />
            Or call {siteConfig.phone}
          </a>
        </div>
      </section>

      <section
        aria-labelledby={ids.about}
        className="mx-auto grid max-w-6xl gap-10 px-4 py-14 lg:grid-cols-2"
      >
        <div>
          <h2 id={ids.about} className="text-2xl font-bold text-slate-900 sm:text-3xl">
            About {siteConfig.adviserName}
          </h2>
          <p className="mt-4 text-slate-800">
            {siteConfig.businessName} is an independent financial planning, advice and insurance broking
            practice in Namibia. For more than five years {siteConfig.adviserName} has helped over 500
            families and businesses protect what they have, get out of debt, and save for the things that
            matter.
          </p>
          <p className="mt-3 text-slate-800">
            {siteConfig.registration}. Advice is independent: we compare several insurers and fund managers
            and explain every recommendation in plain words.
          </p>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="text-xl font-bold text-slate-900">Contact</h3>
          <ul className="mt-4 space-y-3 text-slate-800">
            <li className="flex gap-3">
              <PhoneIcon />
              <a href={telHref(siteConfig.phone)} className="font-semibold text-brand-800 underline">
                {siteConfig.phone}
              </a>
            </li>
            <li className="flex gap-3">
              <MailIcon />
              <a href={`mailto:${siteConfig.email}`} className="font-semibold text-brand-800 underline">
                {siteConfig.email}
              </a>
            </li>
            <li className="flex gap-3">
              <PinIcon />
              {siteConfig.streetAddress}
            </li>
            <li>{hoursText(siteConfig)}</li>
          </ul>
          <div className="mt-5 flex flex-wrap gap-3">
            <Button onClick={openConsultation} data-action="consultation" aria-haspopup="dialog">
              Schedule Free Consultation
            </Button>
            <ExternalButtonLink href={whatsappHref(siteConfig.whatsappNumber)} variant="secondary" newTab>
              WhatsApp us
            </ExternalButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
