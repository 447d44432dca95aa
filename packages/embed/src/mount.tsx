import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';

/** A feature rendered by {@link createMount}'s `mount()`. */
export interface MountedFeature<P> {
  /** Renders again with these props merged over the current ones (e.g. a new `user` or callback). */
  update(props: Partial<P>): void;
  /** Removes the feature and everything it rendered (dialogs included); the element is left empty. Idempotent. */
  unmount(): void;
}

/** `mount(element, props)` of one feature: renders it into `element` with its own React root. */
export type MountFunction<P> = (element: Element, props: P) => MountedFeature<P>;

const occupied = new WeakSet<Element>();

/**
 * Makes the `mount()` of a feature for hosts that are not written in React: it renders the feature
 * into `element` with a React root of its own and returns `update()` and `unmount()`. One element
 * holds one feature at a time.
 */
export function createMount<P extends object>(Component: ComponentType<P>): MountFunction<P> {
  return function mount(element, props) {
    if (!(element instanceof Element))
      throw new TypeError('mount(element, props): element must be a DOM element.');
    if (occupied.has(element))
      throw new Error(
        'mount(element, props): this element already holds a Conecta feature; unmount it first.',
      );
    occupied.add(element);
    let current = props;
    let alive = true;
    const root = createRoot(element);
    root.render(<Component {...current} />);
    return {
      update(next) {
        if (!alive) return;
        current = { ...current, ...next };
        root.render(<Component {...current} />);
      },
      unmount() {
        if (!alive) return;
        alive = false;
        root.unmount();
        occupied.delete(element);
      },
    };
  };
}

/** Callback props of `P` (those named `on…`). */
type CallbackKeys<P> = Extract<
  {
    [K in keyof P]-?: NonNullable<P[K]> extends (...args: never[]) => unknown ? K : never;
  }[keyof P],
  `on${string}`
>;

export interface FeatureElementOptions<P> {
  /**
   * Callback props announced as DOM events: prop name → event name (e.g. `{ onNavigate: 'conecta-navigate' }`).
   * The event bubbles, crosses shadow roots and carries the callback's argument in `detail`
   * (an array when the callback has several arguments).
   */
  events?: Partial<Record<CallbackKeys<P>, string>>;
}

/** The element a custom element wrapper defines: the feature's props as properties. */
export interface FeatureElement<P> extends HTMLElement {
  /** Every prop of the feature at once; setting it renders again. */
  props: Partial<P>;
}

/**
 * Defines (once) a custom element that renders the feature in the light DOM (the feature's styles
 * live in the document, so no shadow root): set its props through the `props` property, or the
 * `api`, `user` and `theme` properties one by one; it renders when connected and `api` is set, and
 * unmounts when removed from the document. Callback props listed in `events` are dispatched as DOM
 * events as well as called. Returns the element's class.
 */
export function defineFeatureElement<P extends object>(
  tagName: string,
  Component: ComponentType<P>,
  options: FeatureElementOptions<P> = {},
): CustomElementConstructor {
  const existing = customElements.get(tagName);
  if (existing) return existing;
  const mount = createMount(Component);
  const events = Object.entries(options.events ?? {}) as Array<[string, string]>;

  class ConectaFeatureElement extends HTMLElement implements FeatureElement<P> {
    #props: Partial<P> = {};
    #mounted: MountedFeature<P> | null = null;

    get props(): Partial<P> {
      return this.#props;
    }
    set props(value: Partial<P>) {
      this.#props = { ...value };
      this.#render();
    }

    connectedCallback() {
      this.#render();
    }

    disconnectedCallback() {
      this.#mounted?.unmount();
      this.#mounted = null;
    }

    /** The props given, with each evented callback also dispatching its DOM event. */
    #resolved(): P {
      const resolved: Record<string, unknown> = { ...this.#props };
      for (const [prop, eventName] of events) {
        const hostCallback = resolved[prop];
        resolved[prop] = (...args: unknown[]) => {
          this.dispatchEvent(
            new CustomEvent(eventName, {
              detail: args.length > 1 ? args : args[0],
              bubbles: true,
              composed: true,
            }),
          );
          return typeof hostCallback === 'function'
            ? (hostCallback as (...a: unknown[]) => unknown)(...args)
            : undefined;
        };
      }
      return resolved as P;
    }

    #render() {
      if (!this.isConnected || !('api' in this.#props) || !this.#props['api' as keyof P]) return;
      if (this.#mounted) this.#mounted.update(this.#resolved());
      else this.#mounted = mount(this, this.#resolved());
    }
  }

  for (const name of ['api', 'user', 'theme']) {
    Object.defineProperty(ConectaFeatureElement.prototype, name, {
      configurable: true,
      get(this: ConectaFeatureElement) {
        return (this.props as Record<string, unknown>)[name];
      },
      set(this: ConectaFeatureElement, value: unknown) {
        this.props = { ...this.props, [name]: value };
      },
    });
  }

  customElements.define(tagName, ConectaFeatureElement);
  return ConectaFeatureElement;
}

/** A feature's `embed` entry: `mount()` and `defineElement()`. */
export interface FeatureEmbed<P> {
  /** Renders the feature into `element` with its own providers; returns `update(props)` and `unmount()`. */
  mount: MountFunction<P>;
  /**
   * Defines the feature's custom element once (the default tag name, or `tagName`) and returns its
   * class: set `api` (and optionally `user`, `theme`) as properties, or every prop through `props`;
   * the callbacks listed for the feature are also dispatched as DOM events with the argument in `detail`.
   */
  defineElement: (tagName?: string) => CustomElementConstructor;
}

/** Both ways of embedding one feature, for its `@conecta/<feature>/embed` entry. */
export function createEmbed<P extends object>(
  Component: ComponentType<P>,
  { tagName, ...options }: FeatureElementOptions<P> & { tagName: string },
): FeatureEmbed<P> {
  return {
    mount: createMount(Component),
    defineElement: (name = tagName) => defineFeatureElement(name, Component, options),
  };
}
