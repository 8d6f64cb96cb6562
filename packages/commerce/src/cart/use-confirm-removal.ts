'use client';
import { commerce } from '@vitrine/i18n-fr/commerce';
import { useTranslator } from '@vitrine/ui/translator';
import { useMemo } from 'react';
import type { ConfirmRemoval } from '../cart-store/cart-types';
import { type ConfirmDialog, createConfirmRemoval } from './confirm-removal';

/**
 * Provides a `confirmRemoval` for `createCartStore` that asks through the confirmation dialog of
 * `@vitrine/ui/dialogs`, in the site's wording from the nearest `TranslatorProvider`.
 */
export function useConfirmRemoval(dialog?: ConfirmDialog): ConfirmRemoval {
  const t = useTranslator(commerce);
  return useMemo(() => createConfirmRemoval(t, dialog), [t, dialog]);
}
