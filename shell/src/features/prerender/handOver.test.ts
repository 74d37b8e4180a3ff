import { CATCH_EARLY_CLICKS, handOverPrerendered, PRERENDER_VIEW_ID } from './handOver';

const page = (tag: string) =>
  `<header><button>Menu</button></header><main><h1>Stories</h1><${tag}>Discuss now</${tag}><button>Discuss now</button></main>`;

/** The document as the server sends it: the hidden root, the server's view with its early script run. */
function serverDocument() {
  document.body.innerHTML = `<div id="root" hidden></div><div id="${PRERENDER_VIEW_ID}">${page('button')}</div>`;
  new Function(CATCH_EARLY_CLICKS)();
}

/** The app renders the same page into #root; its second Discuss now records its clicks. */
function appRenders() {
  const root = document.getElementById('root')!;
  root.innerHTML = page('button');
  const clicked: string[] = [];
  root.querySelectorAll('button').forEach((b, i) => b.addEventListener('click', () => clicked.push(`${i}`)));
  return clicked;
}

afterEach(() => {
  window.__ppEarlyClicks = undefined;
  jest.useRealTimers();
});

describe('handing the server’s view over to the app', () => {
  it('replays a button pressed before the app took over on the same button of the app', () => {
    jest.useFakeTimers();
    serverDocument();
    const pressed = document.querySelectorAll(`#${PRERENDER_VIEW_ID} button`)[2] as HTMLButtonElement;
    expect(pressed.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(false);
    const clicked = appRenders();
    handOverPrerendered();
    expect(document.getElementById(PRERENDER_VIEW_ID)).toBeNull();
    expect(document.getElementById('root')).not.toHaveAttribute('hidden');
    jest.runAllTimers();
    expect(clicked).toEqual(['2']);
  });

  it('replays nothing when the app shows other words there (a signed-in reader’s header)', () => {
    jest.useFakeTimers();
    serverDocument();
    (document.querySelectorAll(`#${PRERENDER_VIEW_ID} button`)[0] as HTMLButtonElement).click();
    const clicked = appRenders();
    document.getElementById('root')!.querySelector('header button')!.textContent = 'Log out';
    handOverPrerendered();
    jest.runAllTimers();
    expect(clicked).toEqual([]);
  });

  it('leaves links to work as plain links and stops keeping clicks once handed over', () => {
    serverDocument();
    const view = document.getElementById(PRERENDER_VIEW_ID)!;
    view.insertAdjacentHTML('beforeend', '<a href="#events">Events</a>');
    const link = view.querySelector('a')!;
    expect(link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(true);
    expect(window.__ppEarlyClicks).toEqual([]);
    appRenders();
    handOverPrerendered();
    expect(window.__ppEarlyClicks).toBeUndefined();
  });
});
