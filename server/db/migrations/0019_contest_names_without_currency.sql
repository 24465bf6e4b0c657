-- Contest names carry no currency: the fee is on the card, in rupees or coins by MONEY_MODE (docs/product.md,
-- Money modes). The demo seed of earlier starts named one contest '₹10 Small Rooms'.
UPDATE "contest_configs" SET "contest_name" = 'Small Rooms' WHERE "contest_name" = '₹10 Small Rooms';
