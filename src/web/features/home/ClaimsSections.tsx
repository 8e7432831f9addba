import { useId } from 'react';
import { telHref } from '../../../content/site';
import type { PublicClaims } from '../../../shared/website-claims';
import { PhoneIcon } from '../../layout/icons';
import { siteConfig } from '../../lib/site-config';
import { ExampleMark } from '../../ui/ExampleMark';
import { Stars } from './parts';

/**
 * The home page's claims (issue 58, D34): the adviser's own figures, badges, testimonials,
 * partners and social counts, as published from the back office's Website area. A section with no
 * item shown is left out; an example (the demo's, the spec's invented ones) says so.
 */

/** The figures and badges under the hero, with the registration line and the hours. */
export function TrustStrip({ claims }: { claims: PublicClaims }) {
  return (
    <section aria-label="Why clients trust us" className="border-b border-slate-200 bg-white">
      {claims.figures.length > 0 ? (
        <ul className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 pt-8 text-center sm:grid-cols-4">
          {claims.figures.map((figure) => (
            <li key={`${figure.value} ${figure.label}`}>
              <p className="text-3xl font-extrabold text-brand-700">{figure.value}</p>
              <p className="mt-1 text-sm text-slate-600">
                {figure.label}
                <ExampleMark example={figure.example} />
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {claims.badges.length > 0 ? (
        <ul className="mx-auto flex max-w-6xl flex-wrap justify-center gap-2 px-4 pt-6">
          {claims.badges.map((badge) => (
            <li
              key={badge.text}
              className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900"
            >
              {badge.text}
              <ExampleMark example={badge.example} />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mx-auto max-w-6xl px-4 py-6 text-center text-sm text-slate-700">
        {siteConfig.registration}.
        {siteConfig.memberships.length > 0 ? ` Member of ${siteConfig.memberships.join(', ')}.` : ''}
      </p>
    </section>
  );
}

type PublicTestimonial = PublicClaims['testimonials'][number];

export function TestimonialCard({ testimonial }: { testimonial: PublicTestimonial }) {
  const about = [testimonial.title, testimonial.location].filter(Boolean).join(', ');
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <Stars rating={testimonial.rating} />
      <blockquote className="mt-3 flex-1 text-slate-800">“{testimonial.text}”</blockquote>
      {testimonial.result ? (
        <p className="mt-4 inline-flex self-start rounded-full bg-green-50 px-3 py-1 text-sm font-semibold text-green-800">
          {testimonial.result}
        </p>
      ) : null}
      <figcaption className="mt-3 text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{testimonial.name}</span>
        {about ? `, ${about}` : ''}
        <ExampleMark example={testimonial.example} />
      </figcaption>
    </figure>
  );
}

export function Testimonials({ claims }: { claims: PublicClaims }) {
  const id = useId();
  const shown = claims.testimonials.filter((testimonial) => testimonial.page === '');
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-14 bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-14">
        <h2 id={id} className="text-2xl font-bold text-slate-900 sm:text-3xl">
          What clients say
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {shown.map((testimonial) => (
            <li key={`${testimonial.name} ${testimonial.text.slice(0, 40)}`}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Partners({ claims }: { claims: PublicClaims }) {
  const id = useId();
  if (claims.partners.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-14">
      <h2 id={id} className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Institutions we compare
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">
        As an independent broker we are not tied to one insurer: we compare products from several and
        recommend the one that fits you.
      </p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {claims.partners.map((partner) => (
          <li key={partner.name} className="rounded-xl border border-slate-200 p-4">
            <p className="font-semibold text-slate-900">
              {partner.name}
              <ExampleMark example={partner.example} />
            </p>
            {partner.specialty ? <p className="text-sm text-slate-700">{partner.specialty}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The social profiles the adviser has, with the counts they published, and their popular posts. */
export function SocialSection({ claims }: { claims: PublicClaims }) {
  const id = useId();
  const slots = Object.entries(siteConfig.social) as [
    keyof typeof siteConfig.social,
    { name: string; url: string },
  ][];
  const profiles = slots.filter(([, profile]) => profile.url !== '');
  if (profiles.length === 0 && claims.popularPosts.length === 0) return null;
  return (
    <section aria-labelledby={id} className="bg-brand-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-14">
        <h2 id={id} className="text-2xl font-bold sm:text-3xl">
          Money tips every week
        </h2>
        <p className="mt-2 text-brand-100">
          Follow {siteConfig.adviserName} for short, practical tips for Namibians.
        </p>
        {profiles.length > 0 ? (
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {profiles.map(([slot, profile]) => {
              const count = claims.socialCounts.find((item) => item.slot === slot);
              return (
                <li key={slot}>
                  <a
                    href={profile.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="block h-full rounded-xl bg-white/10 p-4 ring-1 ring-white/20 hover:bg-white/15"
                  >
                    <span className="block font-semibold">{profile.name}</span>
                    {count ? (
                      <>
                        <span className="block text-sm text-brand-100">
                          {count.handle} · {count.followers} followers
                          <ExampleMark example={count.example} tone="dark" />
                        </span>
                        {count.about ? (
                          <span className="mt-1 block text-sm text-brand-100">{count.about}</span>
                        ) : null}
                      </>
                    ) : null}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              );
            })}
          </ul>
        ) : null}
        {claims.popularPosts.length > 0 ? (
          <>
            <h3 className="mt-8 font-semibold">Popular right now</h3>
            <ul className="mt-3 space-y-2 text-brand-50">
              {claims.popularPosts.map((post) => {
                const figures = [post.views, post.engagement].filter(Boolean).join(', ');
                return (
                  <li key={post.title}>
                    <span className="font-semibold text-white">{post.platform}:</span> {post.title}
                    {figures ? <span className="text-sm text-brand-100"> ({figures})</span> : null}
                    <ExampleMark example={post.example} tone="dark" />
                  </li>
                );
              })}
            </ul>
          </>
        ) : null}
        <a
          href={telHref(siteConfig.phone)}
          className="mt-6 inline-flex items-center gap-2 font-semibold text-accent-300 underline"
        >
          <PhoneIcon />
          Or call {siteConfig.phone}
        </a>
      </div>
    </section>
  );
}
