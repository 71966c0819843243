import { Link } from 'react-router-dom';
import { FREE_TRIAL_DAYS } from '../../../../shared/constants';
import { KoboLogo } from './kobo-logo';
import './landing.css';

const FEATURES: { title: string; text: string }[] = [
  {
    title: 'Quotes and invoices in Naira',
    text: 'Create quotes and invoices in NGN with line items, discounts and adjustments. Totals are worked out for you.',
  },
  {
    title: 'VAT at 7.5%',
    text: 'Apply VAT at the standard 7.5% rate to the goods and services you sell, so every document shows the right tax.',
  },
  {
    title: 'Customers in one place',
    text: 'Keep each customer’s details, billing and shipping addresses and contact persons together, ready for the next invoice.',
  },
  {
    title: 'Items you sell',
    text: 'Build a catalogue of goods and services with prices and units, and add them to a quote or invoice in a few taps.',
  },
  {
    title: 'Expenses',
    text: 'Record what the business spends alongside what it earns, so your day-to-day books stay in one app.',
  },
  {
    title: 'Made for your phone',
    text: 'Kobo is built for small screens first, with a full layout when you sit down at a computer.',
  },
];

const FAQS: { q: string; a: string }[] = [
  {
    q: 'Who is Kobo for?',
    a: 'Small businesses in Nigeria that bill their customers in Naira and want their quotes, invoices, customers, items and expenses in one place.',
  },
  {
    q: 'Which currency does Kobo use?',
    a: 'Kobo works in Naira (NGN). Amounts are shown with two decimal places.',
  },
  {
    q: 'How is VAT handled?',
    a: 'You can apply VAT at 7.5%, the standard Nigerian rate, to the items on your quotes and invoices.',
  },
  {
    q: 'How do I get started?',
    a: 'Sign up with your email address, confirm it with the code we email you, then tell us about yourself and your business. It takes a few minutes.',
  },
  {
    q: 'Does the free trial need a card?',
    a: `No. Every new company starts on the free plan with a ${FREE_TRIAL_DAYS}-day trial, and signing up asks only for your name, email and a password.`,
  },
];

/** The public home page (/ for visitors): what Kobo does and how to start. */
export default function LandingPage() {
  return (
    <div className="kobo-land">
      <header className="kobo-land-header">
        <div className="kobo-land-bar">
          <Link to="/" className="kobo-land-logo">
            <KoboLogo />
          </Link>
          <nav className="kobo-land-sections" aria-label="Page sections">
            <a href="#features">Features</a>
            <a href="#pricing">Pricing</a>
            <a href="#faqs">FAQs</a>
          </nav>
          <nav className="kobo-land-account" aria-label="Account">
            <Link to="/auth?tab=login" className="kobo-land-login">
              Login
            </Link>
            <Link to="/auth?signup=true" className="kobo-land-button">
              Sign up
            </Link>
          </nav>
        </div>
      </header>

      <main>
        <section className="kobo-land-hero" aria-labelledby="kobo-land-title">
          <div className="kobo-land-wrap">
            <h1 id="kobo-land-title" className="kobo-land-title">
              Kobo: invoicing for Nigerian small businesses
            </h1>
            <p className="kobo-land-lead">
              Send quotes and invoices in Naira, keep track of your customers, items and expenses, and see what you are owed, every day, from your phone or your
              computer.
            </p>
            <div className="kobo-land-cta">
              <Link to="/auth?signup=true" className="kobo-land-button kobo-land-button-lg">
                Get started
              </Link>
              <a href="#features" className="kobo-land-button-ghost">
                See what Kobo does
              </a>
            </div>
          </div>
        </section>

        <section id="features" className="kobo-land-section" aria-labelledby="kobo-land-features">
          <div className="kobo-land-wrap">
            <h2 id="kobo-land-features">Everything you need to bill your customers</h2>
            <ul className="kobo-land-features">
              {FEATURES.map((f) => (
                <li key={f.title} className="kobo-land-feature">
                  <h3>{f.title}</h3>
                  <p>{f.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section id="pricing" className="kobo-land-section kobo-land-pricing" aria-labelledby="kobo-land-pricing">
          <div className="kobo-land-wrap">
            <h2 id="kobo-land-pricing">{`Free ${FREE_TRIAL_DAYS}-day trial`}</h2>
            <p>
              {`Every new company starts on the free plan with a ${FREE_TRIAL_DAYS}-day trial. Set up your business, add your customers and send your first invoices before you decide.`}
            </p>
            <Link to="/auth?signup=true" className="kobo-land-button">
              Start your free trial
            </Link>
          </div>
        </section>

        <section id="faqs" className="kobo-land-section" aria-labelledby="kobo-land-faqs">
          <div className="kobo-land-wrap">
            <h2 id="kobo-land-faqs">Frequently asked questions</h2>
            <div className="kobo-land-faq">
              {FAQS.map((f) => (
                <details key={f.q}>
                  <summary>{f.q}</summary>
                  <p>{f.a}</p>
                </details>
              ))}
            </div>
          </div>
        </section>
      </main>

      <footer className="kobo-land-footer">
        <div className="kobo-land-wrap">
          <KoboLogo />
          <p>Invoicing and back office for Nigerian small businesses.</p>
          <p>{`© ${new Date().getFullYear()} Kobo`}</p>
        </div>
      </footer>
    </div>
  );
}
