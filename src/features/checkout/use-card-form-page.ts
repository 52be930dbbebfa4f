import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $paymentMessage, payment } from './payment-store.ts';

/**
 * What every provider's card form does around the payment: the payment's message, and
 * the alert that shows it, which takes focus on a refusal so the shopper knows at once and can try
 * another card; and a page brought back from the cache with the back button (from the bank's page,
 * mid-payment) is told to the payment store.
 */
export function useCardFormPage() {
  const message = useStore($paymentMessage);
  const alert = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => event.persisted && payment.pageRestored();
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);
  useEffect(() => {
    if (message) alert.current?.focus();
  }, [message]);
  return { message, alert };
}
