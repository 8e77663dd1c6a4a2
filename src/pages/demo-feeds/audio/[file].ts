import type { APIRoute } from 'astro';
import { resolve } from 'node:path';
import { getContainer } from '../../../server/container';
import { serveDemoAudio } from '../../../server/cms/local/serve';

/** `/demo-feeds/audio/{file}.mp3`: the audio enclosures of the demo podcast episodes. */
export const GET: APIRoute = ({ params, request }) =>
  serveDemoAudio(resolve(getContainer().demoDir, 'cms', 'feeds', 'audio'), params.file, request.headers.get('range'));
