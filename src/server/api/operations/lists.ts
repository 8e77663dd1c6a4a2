import { z } from 'zod';
import {
  errorBodySchema,
  favoriteSchema,
  favoritesImportRequestSchema,
  favoritesSchema,
  mediaIdSchema,
  watchHistoryEntrySchema,
  watchHistoryImportRequestSchema,
  watchHistorySchema,
} from '../../../lib/api/contract';
import type { AccountPort } from '../../accounts/port';
import { invalid, operation, requireCaller, unauthorized, type Operation } from '../operation';

const mediaParams = z.object({ mediaid: mediaIdSchema });

/** Favorites and watch history of a signed-in viewer, kept by the account platform (`accounts`). */
export function listOperations(accounts: AccountPort): Operation[] {
  return [
    operation({
      id: 'getFavorites',
      method: 'GET',
      path: '/favorite',
      tag: 'lists',
      summary: 'The favorites, newest first',
      auth: 'user',
      responses: { 200: { description: 'Favorites', schema: favoritesSchema }, 401: unauthorized },
      handle: async ({ caller }) => ({ status: 200, body: await accounts.favorites(requireCaller(caller)) }),
    }),
    operation({
      id: 'addFavorite',
      method: 'POST',
      path: '/favorite',
      tag: 'lists',
      summary: 'Add a favorite (at most 48)',
      auth: 'user',
      body: favoriteSchema,
      responses: {
        201: { description: 'Added (or already there)', schema: favoriteSchema },
        400: { description: 'Invalid media id, or `favorites_limit` when the list is full', schema: errorBodySchema },
        401: unauthorized,
      },
      handle: async ({ body, caller }) => ({
        status: 201,
        body: await accounts.addFavorite(requireCaller(caller), body.mediaid),
      }),
    }),
    operation({
      id: 'clearFavorites',
      method: 'DELETE',
      path: '/favorite',
      tag: 'lists',
      summary: 'Remove every favorite',
      auth: 'user',
      responses: { 204: { description: 'Cleared' }, 401: unauthorized },
      handle: async ({ caller }) => {
        await accounts.clearFavorites(requireCaller(caller));
        return { status: 204 };
      },
    }),
    operation({
      id: 'importFavorites',
      method: 'POST',
      path: '/favorite/import',
      tag: 'lists',
      summary: "Copy a guest's favorites into the account (after registration)",
      auth: 'user',
      body: favoritesImportRequestSchema,
      responses: {
        200: { description: 'The favorites after the copy', schema: favoritesSchema },
        400: invalid,
        401: unauthorized,
      },
      handle: async ({ body, caller }) => ({
        status: 200,
        body: await accounts.importFavorites(requireCaller(caller), body.items),
      }),
    }),
    operation({
      id: 'getFavorite',
      method: 'GET',
      path: '/favorite/{mediaid}',
      tag: 'lists',
      summary: 'Whether a media is a favorite',
      auth: 'user',
      params: mediaParams,
      responses: {
        200: { description: 'It is', schema: favoriteSchema },
        404: { description: '`favorite_not_found`', schema: errorBodySchema },
        401: unauthorized,
      },
      handle: async ({ params, caller }) => ({
        status: 200,
        body: await accounts.favorite(requireCaller(caller), params.mediaid),
      }),
    }),
    operation({
      id: 'removeFavorite',
      method: 'DELETE',
      path: '/favorite/{mediaid}',
      tag: 'lists',
      summary: 'Remove a favorite',
      auth: 'user',
      params: mediaParams,
      responses: {
        204: { description: 'Removed' },
        404: { description: '`favorite_not_found`', schema: errorBodySchema },
        401: unauthorized,
      },
      handle: async ({ params, caller }) => {
        await accounts.removeFavorite(requireCaller(caller), params.mediaid);
        return { status: 204 };
      },
    }),
    operation({
      id: 'getWatchHistory',
      method: 'GET',
      path: '/watch-history',
      tag: 'lists',
      summary: 'Watch history, most recent first (at most 48)',
      auth: 'user',
      responses: { 200: { description: 'Entries', schema: watchHistorySchema }, 401: unauthorized },
      handle: async ({ caller }) => ({ status: 200, body: await accounts.watchHistory(requireCaller(caller)) }),
    }),
    operation({
      id: 'saveWatchHistory',
      method: 'POST',
      path: '/watch-history',
      tag: 'lists',
      summary: 'Save progress (0–1); kept only while 0.05 < progress < 0.95, one entry per media and per series',
      auth: 'user',
      // The busiest write: one round trip, the save checks the sign-in itself.
      sessionCheck: 'in-write',
      body: watchHistoryEntrySchema,
      responses: {
        200: { description: 'The history after the save', schema: watchHistorySchema },
        400: invalid,
        401: unauthorized,
      },
      handle: async ({ body, caller }) => ({
        status: 200,
        body: await accounts.saveProgress(requireCaller(caller), body),
      }),
    }),
    operation({
      id: 'clearWatchHistory',
      method: 'DELETE',
      path: '/watch-history',
      tag: 'lists',
      summary: 'Remove every watch-history entry',
      auth: 'user',
      responses: { 204: { description: 'Cleared' }, 401: unauthorized },
      handle: async ({ caller }) => {
        await accounts.clearWatchHistory(requireCaller(caller));
        return { status: 204 };
      },
    }),
    operation({
      id: 'importWatchHistory',
      method: 'POST',
      path: '/watch-history/import',
      tag: 'lists',
      summary: "Copy a guest's watch history into the account (after registration)",
      auth: 'user',
      body: watchHistoryImportRequestSchema,
      responses: {
        200: { description: 'The history after the copy', schema: watchHistorySchema },
        400: invalid,
        401: unauthorized,
      },
      handle: async ({ body, caller }) => ({
        status: 200,
        body: await accounts.importWatchHistory(requireCaller(caller), body.items),
      }),
    }),
  ];
}
