import { useContext } from 'preact/hooks';
import { CheckoutContext } from './context.ts';
import type { CheckoutModel } from './models/checkout-model.ts';

/** The page's checkout model (provided by App). */
export function useCheckout(): CheckoutModel {
  const model = useContext(CheckoutContext);
  if (!model) throw new Error('useCheckout outside <App>');
  return model;
}
