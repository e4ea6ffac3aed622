import { render } from 'preact';
import { CardForm } from './card-form.tsx';

const root = document.getElementById('app');
if (root) render(<CardForm />, root);
