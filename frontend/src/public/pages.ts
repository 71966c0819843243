import { CUSTOMER_STORIES, FAQS, FEATURES, PRICED_PLANS, PRICES_LINE, PRICING_FAQS, SITE_NAME, TRIAL_LINE, type PricedPlan } from './content';

/*
 * The public pages' markup, written at build time (frontend/public-build.ts) into landing.html
 * and pricing.html: plain HTML and CSS that paint at once, with one small script
 * (src/public/main.ts) that knows whether the visitor is signed in.
 */

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface PublicPage {
  /** The file the build writes (the server answers the page's paths with it: src/prerendered.ts). */
  file: string;
  path: string;
  title: string;
  description: string;
  body: string;
}

const LOGO = `<span class="logo"><svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="7" fill="#0f6b3a"/><path d="M10 8h3.4v6.6L19.2 8h4.1l-6.2 7.1L23.6 24h-4.2l-4.6-6.4-1.4 1.6V24H10z" fill="#fff"/></svg><span>${SITE_NAME}</span></span>`;

/** A link for visitors and one for someone signed in; the page's class (signed-in) shows one. */
const either = (visitor: { label: string; href: string }, member: { label: string; href: string }, cls: string) =>
  `<a class="${cls} for-visitor" href="${escape(visitor.href)}">${escape(visitor.label)}</a><a class="${cls} for-member" href="${escape(member.href)}">${escape(member.label)}</a>`;

function header(home: boolean): string {
  const at = (hash: string) => (home ? `#${hash}` : `/#${hash}`);
  return `<header class="top"><div class="bar">
<a href="/" class="home" aria-label="${SITE_NAME} home">${LOGO}</a>
<nav class="sections" aria-label="Site"><a href="${at('features')}">Features</a><a href="/pricing">Pricing</a><a href="${at('customers')}">Customers</a><a href="${at('faqs')}">FAQs</a></nav>
<nav class="account" aria-label="Account">
<a class="plain for-visitor" href="/auth?tab=login">Log in</a><a class="button for-visitor" href="/auth?signup=true">Sign up</a>
<a class="plain for-member" href="/dashboard">Dashboard</a><a class="button for-member" href="/signout">Log out</a>
</nav></div></header>
<div class="flash-wrap"><p id="flash" class="flash" role="status"></p></div>`;
}

const footer = () => `<footer class="foot"><div class="wrap">
${LOGO}
<p>Invoicing and back office for Nigerian small businesses: ₦, VAT, WHT, Paystack and WhatsApp.</p>
<nav aria-label="Footer"><a href="/pricing">Pricing</a><a href="/#faqs">FAQs</a><a href="/auth?signup=true">Sign up</a><a href="/auth?tab=login">Log in</a></nav>
<p>© ${new Date().getFullYear()} ${SITE_NAME}</p>
</div></footer>`;

const faqList = (faqs: { q: string; a: string }[]) =>
  `<div class="faq">${faqs.map((f) => `<details><summary>${escape(f.q)}</summary><p>${escape(f.a)}</p></details>`).join('')}</div>`;

const callToAction = () => `<section class="cta" aria-labelledby="cta-title"><div class="wrap">
<h2 id="cta-title">Send your first invoice today</h2>
<p>${TRIAL_LINE}. No card needed.</p>
${either({ label: 'Start your free trial', href: '/auth?signup=true' }, { label: 'Go to your dashboard', href: '/dashboard' }, 'button button-light button-lg')}
</div></section>`;

const planCard = (p: PricedPlan) => `<li class="plan${p.recommended ? ' plan-best' : ''}">
${p.recommended ? '<p class="badge">Recommended</p>' : ''}
<h3>${escape(p.name)}</h3>
<p class="price"><span class="amount">${escape(p.price)}</span> <span class="per">${escape(p.per)}</span></p>
<ul class="points">${p.points.map((x) => `<li>${escape(x)}</li>`).join('')}</ul>
${either(p.visitor, p.member, p.recommended ? 'button' : 'button button-quiet')}
</li>`;

export const LANDING: PublicPage = {
  file: 'landing.html',
  path: '/',
  title: `${SITE_NAME}: invoicing for Nigerian small businesses`,
  description: 'Quotes, invoices and receipts in Naira with VAT and WHT, Paystack payments, WhatsApp sharing, expenses, time and reports. Made for your phone. 14-day free trial.',
  body: `${header(true)}<main id="main">
<section class="hero" aria-labelledby="hero-title"><div class="wrap">
<p class="kicker">Open to small businesses across Nigeria</p>
<h1 id="hero-title">Invoice in Naira. Get paid faster.</h1>
<p class="lead">Kobo is the back office for your small business: quotes and invoices with VAT and WHT, payments by Paystack, sharing on WhatsApp, expenses, time and reports, from your phone or your desk.</p>
<div class="actions">${either({ label: 'Start your free trial', href: '/auth?signup=true' }, { label: 'Go to your dashboard', href: '/dashboard' }, 'button button-lg')}<a class="plain" href="/pricing">See the prices</a></div>
<p class="note">${TRIAL_LINE}. No card needed.</p>
</div></section>
<section id="features" class="section" aria-labelledby="features-title"><div class="wrap">
<h2 id="features-title">Everything you need to bill your customers</h2>
<ul class="cards">${FEATURES.map((f) => `<li class="card"><h3>${escape(f.title)}</h3><p>${escape(f.text)}</p></li>`).join('')}</ul>
</div></section>
<section id="customers" class="section section-tint" aria-labelledby="customers-title"><div class="wrap">
<h2 id="customers-title">Built for businesses like yours</h2>
<ul class="cards">${CUSTOMER_STORIES.map((c) => `<li class="card story"><h3>${escape(c.business)}</h3><p class="place">${escape(c.place)}</p><p>${escape(c.text)}</p></li>`).join('')}</ul>
</div></section>
<section id="faqs" class="section" aria-labelledby="faqs-title"><div class="wrap">
<h2 id="faqs-title">Frequently asked questions</h2>
${faqList(FAQS)}
</div></section>
${callToAction()}
</main>${footer()}`,
};

export const PRICING: PublicPage = {
  file: 'pricing.html',
  path: '/pricing',
  title: `Pricing: ${SITE_NAME}`,
  description: `Kobo's plans in Naira: Free Trial, ${PRICES_LINE}, Enterprise on request. ${TRIAL_LINE}.`,
  body: `${header(false)}<main id="main">
<section class="hero hero-small" aria-labelledby="pricing-title"><div class="wrap">
<h1 id="pricing-title">Simple prices in Naira</h1>
<p class="lead">${TRIAL_LINE}. Pay monthly with Paystack; change or cancel at any time.</p>
</div></section>
<section class="section" aria-labelledby="plans-title"><div class="wrap">
<h2 id="plans-title" class="visually-hidden">Plans</h2>
<ul class="plans">${PRICED_PLANS.map(planCard).join('')}</ul>
</div></section>
<section id="pricing-faqs" class="section section-tint" aria-labelledby="pricing-faqs-title"><div class="wrap">
<h2 id="pricing-faqs-title">Questions about plans</h2>
${faqList(PRICING_FAQS)}
</div></section>
${callToAction()}
</main>${footer()}`,
};

export const PUBLIC_PAGES = [LANDING, PRICING];
