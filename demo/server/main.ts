/** `npm start`: the demo CMS on http://localhost:4173/ (PORT and BASE_PATH change it). */
import { serve } from '@hono/node-server';
import { createApp, defaultOptions } from './app';

const options = defaultOptions();
const port = Number(process.env.PORT ?? 4173);
const hostname = process.env.HOST ?? '127.0.0.1';
const app = await createApp(options);

serve({ fetch: app.fetch, port, hostname }, () => {
  console.log(`Vitrine demo CMS: http://localhost:${port}${options.base}`);
});
