import { PageHighlighter } from './highlighter.ts';

/**
 * The page highlighting content script: registered for the sites the learner turned on, or injected into one
 * tab on a click. Injected again into a page that runs it already, it only colours what is new.
 */
const KEY = Symbol.for('glossa.pageHighlighter');
const world = globalThis as { [KEY]?: Promise<PageHighlighter> };

const running = world[KEY];
if (running) {
  void running.then((highlighter) => {
    if (highlighter.stoppedForGood) world[KEY] = PageHighlighter.start();
    else void highlighter.scan();
  });
} else if (document.body) {
  world[KEY] = PageHighlighter.start();
  world[KEY].catch((error: unknown) => console.warn('Glossa could not colour this page:', error));
}
