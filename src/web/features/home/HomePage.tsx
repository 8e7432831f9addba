import { useId } from 'react';
import { coreCoverAreas, homeDefaults, servicesCards } from '../../../content/home';
import type { PageMeta } from '../../../content/pages';
import { questionnaireFlowName, questionnaireFlowSummaries } from '../../../content/questionnaire-flows';
import { hoursText, telHref, whatsappHref } from '../../../content/site';
import { websiteImageUrl } from '../../../shared/website-images';
import { Island } from '../../islands/island';
import { MailIcon, PhoneIcon, PinIcon } from '../../layout/icons';
import { useDocumentMeta } from '../../layout/Seo';
import { Link } from '../../lib/router';
import { siteConfig } from '../../lib/site-config';
import { Button, ButtonLink, ExternalButtonLink } from '../../ui/Button';
import { Prose } from '../../ui/Prose';
import { useConsultation } from '../consultation';
import { useQuestionnaire } from '../questionnaire';
import { Partners, SocialSection, Testimonials, TrustStrip } from './ClaimsSections';
import { HeroMenus, ServicesCard } from './parts';

export default function HomePage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  const { openConsultation } = useConsultation();
  const { openQuestionnaire } = useQuestionnaire();
  // The site's words for what the adviser has not rewritten (issue 58).
  const words = homeDefaults(siteConfig);
  const ids = {
    start: useId(),
    cover: useId(),
    services: useId(),
    about: useId(),
  };
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
            {siteConfig.homeTexts.tagline ?? words.tagline}
          </p>
          <h1 className="mt-3 max-w-3xl text-3xl leading-tight font-extrabold sm:text-5xl">{page.heading}</h1>
          {siteConfig.homeTexts.heroIntroHtml ? (
            <Prose
              html={siteConfig.homeTexts.heroIntroHtml}
              className="mt-5 max-w-2xl text-lg text-brand-100"
            />
          ) : (
            <p className="mt-5 max-w-2xl text-lg text-brand-100">{words.heroIntro}</p>
          )}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {/* The hero's own consultation button is for small screens; large ones have the bottom bar. The
                floating button waits until this one has scrolled away (styles.css). */}
            <Button
              variant="accent"
              size="lg"
              className="hero-consultation md:hidden"
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

      <TrustStrip claims={siteConfig.claims} />

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

      <Testimonials claims={siteConfig.claims} />
      <Partners claims={siteConfig.claims} />
      <SocialSection claims={siteConfig.claims} />

      <section
        aria-labelledby={ids.about}
        className="mx-auto grid max-w-6xl gap-10 px-4 py-14 lg:grid-cols-2"
      >
        <div>
          {siteConfig.photo ? (
            <img
              src={websiteImageUrl(siteConfig.photo)}
              srcSet={`${websiteImageUrl(siteConfig.photo, 2)} 2x`}
              width={siteConfig.photo.width}
              height={siteConfig.photo.height}
              alt={siteConfig.adviserName}
              loading="lazy"
              className="mb-5 size-40 rounded-full object-cover"
            />
          ) : null}
          <h2 id={ids.about} className="text-2xl font-bold text-slate-900 sm:text-3xl">
            About {siteConfig.adviserName}
          </h2>
          {siteConfig.homeTexts.aboutHtml ? (
            <Prose html={siteConfig.homeTexts.aboutHtml} className="mt-4 text-slate-800" />
          ) : (
            words.about.split('\n\n').map((paragraph, index) => (
              <p key={paragraph} className={`${index === 0 ? 'mt-4' : 'mt-3'} text-slate-800`}>
                {paragraph}
              </p>
            ))
          )}
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
