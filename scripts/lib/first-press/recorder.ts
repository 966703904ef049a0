/**
 * The in-page half of a first press: installed before any of the page's scripts, it notes when
 * the page loaded, which control the raw input landed on and when, and the first frame in which
 * the answer is painted, all on the page's own clock. It runs nothing until the press reaches it,
 * so the page does the same work as for a visitor who has not touched it yet.
 */

/**
 * What answers a press: a predicate and its arguments. Predicates look only at what is painted
 * (roles, names, ARIA states), not at how the page renders the control, so a native <dialog>, a
 * popover or React state all pass alike.
 */
export type Answer =
  ['field' | 'fieldInDialog' | 'button' | 'link' | 'pressed', string] | ['expanded' | 'page', string, string];

/** The control the timed press is meant for: a button or a link, by its accessible name. */
export type Target = { kind: 'button' | 'link'; name: string };

export type RecorderSetup = {
  target: Target;
  answer: Answer;
  /** Starts the console message the answer is reported with (the bench listens; it never polls). */
  reportPrefix: string;
};

/** Absolute times (the page's timeOrigin + its clock), so that they hold across a navigation. */
export type PressState = {
  loadAt?: number;
  /** The press's pointerdown timeStamp: when the browser received the input, busy or not. */
  pressedAt?: number;
  /** When the page's main thread got to the press. */
  seenAt?: number;
  trusted?: boolean;
  answeredAt?: number;
  /** What each press landed on, in order (a press meant for a step before the timed one too). */
  hits: string[];
};

declare global {
  interface Window {
    __firstPress?: { state: PressState };
  }
}

/**
 * Runs in every document of the visit. Every helper is an object method: tsx compiles a named
 * function (`const f = () => …`) with a __name() call, which the page does not have.
 */
export function installRecorder(setup: RecorderSetup) {
  const KEY = 'bench-first-press';
  const dom = {
    /**
     * Painted for the visitor: not display:none (hidden, in a closed dialog or popover), not
     * transparent or visibility:hidden, and with a size.
     */
    visible(element: Element): boolean {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      const { width, height } = element.getBoundingClientRect();
      return width > 0 && height > 0;
    },
    /** Its accessible name, near enough for these controls: aria-label, else its text. */
    nameOf(element: Element): string {
      const own = element.getAttribute('aria-label') ?? element.textContent ?? '';
      return own.replace(/\s+/g, ' ').trim();
    },
    isNamed(element: Element, name: string): boolean {
      return dom.nameOf(element).toLowerCase() === name.toLowerCase();
    },
    shown(selector: string, name: string): Element[] {
      return Array.from(document.querySelectorAll(selector)).filter(
        (e) => dom.isNamed(e, name) && dom.visible(e),
      );
    },
    fields(label: string): HTMLElement[] {
      return Array.from(document.querySelectorAll<HTMLInputElement>('input, textarea, select')).filter(
        (field) =>
          dom.visible(field) &&
          (dom.isNamed(field, label) || Array.from(field.labels ?? []).some((l) => dom.isNamed(l, label))),
      );
    },
  };
  const answers = {
    field(label: string): boolean {
      return dom.fields(label).length > 0;
    },
    /** Shown, so its dialog or popover is open. */
    fieldInDialog(label: string): boolean {
      return dom.fields(label).some((field) => field.closest('dialog, [popover], [role="dialog"]'));
    },
    button(name: string): boolean {
      return dom.shown('button', name).length > 0;
    },
    link(name: string): boolean {
      return dom.shown('a[href]', name).length > 0;
    },
    pressed(name: string): boolean {
      return dom.shown('button[aria-pressed="true"]', name).length > 0;
    },
    expanded(name: string, expandedName: string): boolean {
      return dom.shown('button[aria-expanded="true"]', name).length > 0 || answers.button(expandedName);
    },
    page(address: string, heading: string): boolean {
      return location.pathname + location.search === address && dom.shown('h1', heading).length > 0;
    },
  };
  const CONTROLS = { button: 'button, [role="button"]', link: 'a[href]' };
  // Kept in sessionStorage, so that a press answered by another page (a search sent by the
  // browser) is timed to that page's paint.
  const state = JSON.parse(sessionStorage.getItem(KEY) ?? '{"hits":[]}') as PressState;
  const recorder = {
    state,
    save(): void {
      sessionStorage.setItem(KEY, JSON.stringify(state));
    },
    describe(target: EventTarget | null): string {
      if (!(target instanceof Element)) return 'nothing';
      const control = target.closest('button, a[href], input, textarea, select, [role="button"]');
      const element = control ?? target;
      const name = dom.nameOf(element).slice(0, 40);
      return `${element.tagName.toLowerCase()}${name ? ` "${name}"` : ''}`;
    },
    isTarget(target: EventTarget | null): boolean {
      const control = target instanceof Element ? target.closest(CONTROLS[setup.target.kind]) : null;
      return control !== null && dom.isNamed(control, setup.target.name);
    },
    // Only the first press on the target counts; the presses of the steps before it only say
    // where they landed.
    pressed(event: PointerEvent): void {
      state.hits.push(recorder.describe(event.target));
      if (state.pressedAt === undefined && recorder.isTarget(event.target)) {
        state.pressedAt = performance.timeOrigin + event.timeStamp;
        state.seenAt = performance.timeOrigin + performance.now();
        state.trusted = event.isTrusted;
        requestAnimationFrame(() => recorder.frame());
      }
      recorder.save();
    },
    // Checked before each frame is painted; the answer is on screen once that frame's work is
    // done, which is when a task queued from it runs.
    frame(): void {
      const [name, ...args] = setup.answer;
      if (!(answers[name] as (...a: string[]) => boolean)(...args)) {
        requestAnimationFrame(() => recorder.frame());
        return;
      }
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        state.answeredAt = performance.timeOrigin + performance.now();
        recorder.save();
        console.info(setup.reportPrefix + JSON.stringify(state));
      };
      channel.port2.postMessage(null);
    },
  };
  window.__firstPress = recorder;
  window.addEventListener('pointerdown', (event) => recorder.pressed(event), {
    capture: true,
    passive: true,
  });
  window.addEventListener('load', () => {
    if (state.loadAt !== undefined) return;
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    state.loadAt = performance.timeOrigin + navigation.loadEventStart;
    recorder.save();
  });
  if (state.pressedAt !== undefined && state.answeredAt === undefined) recorder.frame();
}
