/**
 * The entry script: small on purpose. It asks for the first page's files at once (unless
 * the prerendered page's early script does), lets the browser paint a prerendered page
 * (auth.html, dashboard.html) before the app's JavaScript runs, then starts the app
 * (app/start.tsx, a chunk of its own).
 */
import '@cloudscape-design/global-styles/index.css';
import './styles.css';
import { firstPageModules } from './app/features';
import { modulePreload, nextTask } from './app/route-chunks';

const root = document.getElementById('root')!;
const prerendered = root.hasChildNodes();

// A prerendered page's early script is already asking for its files, a few per task
// (`data-preload`); asking here too would add the ones it has not reached yet all in this
// task, a millisecond or more each on a slow phone.
if (!root.dataset.preload) for (const { source } of firstPageModules(window.location.pathname)) modulePreload(source);

/**
 * Resolves once the page in the HTML has been painted: running React, the router and
 * Amplify takes a while on a slow phone, and the page is already there to be seen.
 * A hidden tab paints nothing, so it does not wait for a frame.
 */
function painted(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 200);
  });
}


// The app's start is evaluated a slice at a time, each in a task of its own: React DOM; the
// session (with the query cache); the router (with the page manifest); then the rest. One
// evaluation of them all is a single long task on a slow phone, and the page cannot answer
// a tap during it. A module already evaluated is not evaluated again when app/start imports
// it. (The slices are the app's own modules, not libraries: a library imported whole here
// would keep every export it has in the bundle.)
(prerendered ? painted() : Promise.resolve())
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('./auth/session'))
  .then(nextTask)
  .then(() => import('./app/router'))
  .then(nextTask)
  .then(() => import('./app/start'))
  .then(({ start }) => start(prerendered))
  .catch((error: unknown) => {
    root.innerHTML = `<main style="padding:2rem;font-family:sans-serif"><h1>Kobo could not start</h1><p>${String((error as Error).message).replace(/</g, '&lt;')}</p></main>`;
  });
