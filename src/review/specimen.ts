/** One screen or state the review page shows, built for one column (locale) at a time. */
import type { VNode } from 'preact';
import type { LocaleKit } from './kit.ts';

export type Built = {
  view: VNode;
  /** Runs once the view is on screen (e.g. opens "Order details" as a customer would). */
  afterMount?: (root: ShadowRoot) => void;
};

export type Specimen = {
  /** Stable, for `?screen=` and the page's anchors. */
  id: string;
  surface: 'hosted' | 'frame';
  title: string;
  build(kit: LocaleKit): Promise<Built>;
};
