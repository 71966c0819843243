/*
 * The public pages' one script (loaded in the head, before the page paints, so nothing
 * flashes): whether someone is signed in on this browser, read from where Amplify keeps the
 * session (no Amplify here). Signed in, the page shows Dashboard and Log out instead of Log in
 * and Sign up (html.signed-in, public.css), and / opens the app where they start. The server
 * checks every token; this only chooses links.
 */
function signedIn(): boolean {
  try {
    return Object.keys(localStorage).some((key) => /^CognitoIdentityServiceProvider\.[^.]+\.LastAuthUser$/.test(key) && Boolean(localStorage.getItem(key)));
  } catch {
    return false;
  }
}

const path = location.pathname.replace(/\/+$/, '') || '/';
const query = new URLSearchParams(location.search);
// Sent here by the app's Log out (app/public-pages.tsx): say so, once.
const signedOut = query.get('signedout') === '1';
if (signedOut) query.delete('signedout');
// The spec's /landing is the home page.
if (path === '/landing' || signedOut) history.replaceState(null, '', `${path === '/landing' ? '/' : location.pathname}${query.size ? `?${query}` : ''}${location.hash}`);
if (signedOut) {
  document.addEventListener('DOMContentLoaded', () => {
    const flash = document.getElementById('flash');
    if (flash) flash.textContent = 'Successfully logged out';
  });
}
if (signedIn()) {
  // A signed-in user's / is their opening screen (the app's /start).
  if (path === '/' || path === '/landing') location.replace('/start');
  else document.documentElement.classList.add('signed-in');
}
