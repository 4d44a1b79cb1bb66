import { pageLocale } from '../../../src/core/locale';
import type { Behavior } from '../../../src/core/widget';
import { registerBuiltInProviders } from '../../../src/payment/providers';
import { paymentProviderNamed } from '../../../src/payment/registry';
import type { Props } from './index';

/** The server wrote "checking your payment" and, hidden, `[data-payment-text="error"]`. */
const paymentReturn: Behavior<Props> = (element, props) => {
  let left = false;
  const fail = (error: unknown) => {
    // spec 001 §8: payment errors to the console only; the shopper reads a translated message.
    console.error('[vitrine] payment return:', error);
    if (left) return;
    for (const node of element.querySelectorAll<HTMLElement>('[data-payment-text]'))
      node.hidden = node.dataset.paymentText !== 'error';
  };
  registerBuiltInProviders();
  let unmount: (() => void) | undefined;
  paymentProviderNamed(props.provider)
    .then((factory) => {
      if (left) return;
      const provider = factory();
      unmount = () => provider.unmount();
      return provider.submitReturn(
        {
          sessionId: props.sessionId,
          redirectResult: props.redirectResult,
          environment: props.environment,
          clientKey: props.clientKey,
        },
        {
          completed: () => location.replace(props.paidUrl),
          failed: () => location.replace(props.refusedUrl),
          error: fail,
          redirect: (url) => location.assign(url),
        },
        { locale: pageLocale(), returnUrl: location.href },
      );
    })
    .catch(fail);
  return () => {
    left = true;
    unmount?.();
  };
};

export default paymentReturn;
