// The site's service worker (vite.config.ts, `offline`): registered by every page once it has
// loaded, so the site opens and plays with no network after a first visit. A new version never
// takes over a page under the player: it waits, and a small notice offers "Reload" (the game in
// play is autosaved already, so the reload loses nothing); otherwise it starts on the next opening.
import { registerSW } from 'virtual:pwa-register';

const NOTICE_ID = 'update-notice';

export function watchForUpdates(): void {
  if (!('serviceWorker' in navigator)) return;
  const update = registerSW({
    immediate: false,
    onNeedRefresh: () =>
      showNotice(() => {
        void update(true); // the new version takes over, then reloads every page it controls
        if (!navigator.serviceWorker.controller) location.reload(); // a page it never controlled
      }),
  });
}

function showNotice(reload: () => void): void {
  if (document.getElementById(NOTICE_ID)) return;
  const notice = document.createElement('div');
  notice.id = NOTICE_ID;
  notice.setAttribute('role', 'status');
  notice.style.cssText =
    'position:fixed;left:50%;bottom:max(12px,env(safe-area-inset-bottom));transform:translateX(-50%);z-index:50;' +
    'display:flex;gap:10px;align-items:center;padding:8px 12px;border-radius:10px;background:#222631;color:#e9e6df;' +
    'border:1px solid #3a4050;box-shadow:0 6px 20px #0008;font:inherit';
  const text = document.createElement('span');
  text.textContent = 'A new version is ready.';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Reload';
  button.style.cssText = 'min-height:44px;padding:6px 14px;border-radius:8px;font:inherit;cursor:pointer';
  button.addEventListener('click', reload);
  const later = document.createElement('button');
  later.type = 'button';
  later.textContent = 'Later';
  later.style.cssText = button.style.cssText;
  later.addEventListener('click', () => notice.remove());
  notice.append(text, button, later);
  document.body.append(notice);
}
