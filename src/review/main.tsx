/**
 * The localisation review page's entry (review.html, served at /review/): builds every screen of
 * the hosted page and the card frame for the locales asked for in the URL, then shows them.
 */
import { render } from 'preact';
import { readParams } from './params.ts';
import { ReviewApp } from './review-app.tsx';
import { ReviewModel } from './review-model.ts';
import './review.css';

async function start(root: HTMLElement) {
  const model = new ReviewModel(readParams(location.search));
  await model.start();
  render(<ReviewApp model={model} />, root);
}

const root = document.getElementById('review');
if (root) void start(root);
