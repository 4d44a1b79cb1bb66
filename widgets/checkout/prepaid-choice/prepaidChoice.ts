import { setPrepaidAccount } from '../../../src/api/checkoutChoices';
import { radioChoice } from '../../../src/core/radioChoice';
import type { Behavior } from '../../../src/core/widget';
import type { Props } from './index';

const prepaidChoice: Behavior<Props> = (element) =>
  radioChoice(element, {
    name: 'PrepaidAccountId',
    save: (value) => setPrepaidAccount(value === '' ? null : Number(value)),
    reason: 'prepaid',
  });

export default prepaidChoice;
