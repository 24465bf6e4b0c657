import { referralScreenPath, referralTransactionsPath } from '../../../core/api/paths';
import { call } from '../../lib/http';

/** Refer and earn calls (core/api/referral.ts). */
export const fetchReferralScreen = () => call(referralScreenPath, { handleErrors: true, query: { app_type: 'web' } });
export const fetchReferralHistory = (page: number) => call(referralTransactionsPath, { handleErrors: true, query: { page } });
