/** What other server modules use of engagement: owing a won_promo popup, offering the daily gift in checkPopup. */
export { owePromoPopup } from './popups';
export { offerDailyGift } from './daily-gift';
