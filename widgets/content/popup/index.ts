import * as z from 'zod/mini';
import { globalFunctionName, isoDateTime } from '../../../src/core/propFormats';
import { defineWidget, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** The popup's Id (spec 001 §3): closing it remembers this id, so it is not shown again. */
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  /** The dialog's title. */
  title: z.string().check(z.minLength(1)),
  /** EndDatetime (spec 001 §3), ISO 8601: not shown after it; a countdown runs until it. */
  endDatetime: z.optional(isoDateTime()),
  /** How the end date is written: tokens DD, MM, YYYY, HH, mm (DD/MM/YYYY in the locale's order). */
  format: z.optional(z.string()),
  /** Name of a global function to call when the countdown ends, instead of reloading the page. */
  onEnd: z.optional(globalFunctionName()),
});

export type Props = WidgetProps<typeof props>;

/**
 * Popup (spec 001 §3, §4, §9; decision 044): the content of the placeholder's `<template>` in a
 * dialog, 3000 ms after the page loads, never over another dialog or an undecided cookie banner,
 * never during checkout; with a countdown to `end-datetime`. Closing it remembers its id in the
 * popup memory cookie (9999 days).
 */
export default defineWidget({
  props,
  load: () => import('./Popup'),
});
