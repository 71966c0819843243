import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import Link from '../../components/ui/link';
import Tabs from '../../components/ui/tabs';
import { KoboLogo, KoboMark } from '../landing/kobo-logo';
import { ConfirmSignUp } from './confirm-sign-up';
import { LogInForm } from './log-in-form';
import { PASSWORD_CHANGED, ResetPassword } from './reset-password';
import { SignUpForm } from './sign-up-form';
import { SocialSignIn, socialProviders } from './social-sign-in';
import { signInMessage } from './auth-errors';
import { useSignIn } from './use-sign-in';
import './auth.css';
import { amplifyAuth } from '../../auth/amplify';

const WARM_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

// The forms call Amplify through amplifyAuth(). It loads at the visitor's first touch, key or focus
// on the page (or at once, when the page was already used before the app arrived), so it is there by
// the time a form is sent, and a visitor who only looks never downloads it.
if (typeof document !== 'undefined') {
  const warm = () => {
    for (const type of WARM_EVENTS) document.removeEventListener(type, warm, true);
    void amplifyAuth();
  };
  const used = document.activeElement instanceof HTMLInputElement || Array.from(document.querySelectorAll<HTMLInputElement>('#root input')).some((input) =>
      input.type === 'checkbox' || input.type === 'radio' ? input.checked !== input.defaultChecked : input.value !== input.defaultValue,
    );
  if (used) warm();
  else for (const type of WARM_EVENTS) document.addEventListener(type, warm, true);
}

type Tab = 'signup' | 'login';

type View =
  | { kind: 'tabs'; tab: Tab; loginEmail?: string; loginNotice?: string; loginError?: string }
  | { kind: 'confirm'; email: string; password?: string; justCreated: boolean }
  | { kind: 'reset'; email: string; codeAlreadySent: boolean };

function initialView(params: URLSearchParams): View {
  if (params.get('reset') === 'true') return { kind: 'reset', email: '', codeAlreadySent: false };
  if (params.get('signup') === 'true') return { kind: 'tabs', tab: 'signup' };
  return { kind: 'tabs', tab: params.get('tab') === 'login' ? 'login' : 'signup' };
}

const TITLES: Record<View['kind'], string> = {
  tabs: 'Create an account',
  confirm: 'Verify your email',
  reset: 'Reset your password',
};

/** /auth: sign up (default tab), log in, e-mail verification and password reset. */
export default function AuthPage() {
  const [params] = useSearchParams();
  const [view, setView] = useState<View>(() => initialView(params));
  const [signUpKey, setSignUpKey] = useState(0);
  const { signInAndGo } = useSignIn();
  const providers = socialProviders();

  const showTab = (tab: Tab, extra: Partial<Extract<View, { kind: 'tabs' }>> = {}) => setView({ kind: 'tabs', tab, ...extra });

  /** Sign-up done and no code needed (pool auto-confirms): sign straight in. */
  async function signInNewAccount(email: string, password: string) {
    try {
      const outcome = await signInAndGo(email, password, '/onboarding');
      if (outcome === 'confirm-sign-up') setView({ kind: 'confirm', email, password, justCreated: true });
      else if (outcome !== 'done') showTab('login', { loginEmail: email });
    } catch (err) {
      showTab('login', { loginEmail: email, loginError: signInMessage(err) });
    }
  }

  let body: ReactNode;
  if (view.kind === 'confirm') {
    body = (
      <ConfirmSignUp
        email={view.email}
        password={view.password}
        justCreated={view.justCreated}
        onVerified={(email, signInError) =>
          showTab('login', { loginEmail: email, ...(signInError ? { loginError: signInError } : { loginNotice: 'Email verified. Sign in to continue.' }) })
        }
        onBack={() => {
          setSignUpKey((k) => k + 1);
          showTab(view.justCreated ? 'signup' : 'login', view.justCreated ? {} : { loginEmail: view.email });
        }}
      />
    );
  } else if (view.kind === 'reset') {
    body = (
      <ResetPassword
        initialEmail={view.email}
        codeAlreadySent={view.codeAlreadySent}
        onDone={(email) => showTab('login', { loginEmail: email, loginNotice: PASSWORD_CHANGED })}
        onBack={() => showTab('login', { loginEmail: view.email })}
      />
    );
  } else {
    const switchLink = (tab: Tab, text: string) => (
      <p className="kobo-auth-switch">
        <Link
          href={tab === 'signup' ? '/auth?signup=true' : '/auth?tab=login'}
          onFollow={(e) => {
            e.preventDefault();
            showTab(tab);
          }}
        >
          {text}
        </Link>
      </p>
    );
    body = (
      <Tabs
        ariaLabel="Sign up or log in"
        activeTabId={view.tab}
        onChange={(e) => showTab(e.detail.activeTabId as Tab)}
        tabs={[
          {
            id: 'signup',
            label: 'Sign Up',
            href: '/auth?signup=true',
            content: (
              <div className="kobo-auth-tab">
                <SignUpForm
                  key={signUpKey}
                  onCreated={({ email, password, confirmed }) => {
                    if (confirmed) void signInNewAccount(email, password);
                    else setView({ kind: 'confirm', email, password, justCreated: true });
                  }}
                />
                {providers.length > 0 && <SocialSignIn providers={providers} />}
                {switchLink('login', 'Already have an account? Log in')}
              </div>
            ),
          },
          {
            id: 'login',
            label: 'Log In',
            href: '/auth?tab=login',
            content: (
              <div className="kobo-auth-tab">
                <LogInForm
                  key={`${view.loginEmail ?? ''}|${view.loginNotice ?? ''}|${view.loginError ?? ''}`}
                  initialEmail={view.loginEmail}
                  notice={view.loginNotice}
                  initialError={view.loginError}
                  onNeedsConfirmation={(email, password) => setView({ kind: 'confirm', email, password, justCreated: false })}
                  onNeedsPasswordReset={(email) => setView({ kind: 'reset', email, codeAlreadySent: true })}
                  onForgotPassword={(email) => setView({ kind: 'reset', email, codeAlreadySent: false })}
                />
                {providers.length > 0 && <SocialSignIn providers={providers} />}
                {switchLink('signup', "Don't have an account? Sign up for free")}
              </div>
            ),
          },
        ]}
      />
    );
  }

  return (
    <div className="kobo-auth">
      <aside className="kobo-auth-promo" aria-label="About Kobo">
        <div className="kobo-auth-promo-inner">
          <KoboMark size={48} />
          <h2 className="kobo-auth-promo-title">Welcome to Kobo</h2>
          <p>
            Kobo is a daily inventory management and invoicing system for Nigerian businesses. Keep your items and customers in one place, send quotes and
            invoices in Naira with VAT worked out for you, log your expenses, and see what your customers owe you at a glance.
          </p>
          <ul>
            <li>Quotes and invoices in Naira (NGN)</li>
            <li>Customers, items and expenses in one place</li>
            <li>Works on your phone and your computer</li>
          </ul>
        </div>
      </aside>
      <main className="kobo-auth-main">
        <div className="kobo-auth-card">
          {/* The home page is a page of its own (src/public/): a plain link loads it. */}
          <a href="/landing" className="kobo-auth-logo">
            <KoboLogo />
          </a>
          <h1 className="kobo-auth-title">{TITLES[view.kind]}</h1>
          {body}
        </div>
      </main>
    </div>
  );
}
