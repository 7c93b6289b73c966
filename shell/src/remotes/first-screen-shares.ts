/**
 * The shared price the catalog's first screens draw on every product card (and the cart button its
 * total), which the shell itself does not: provided from main.js with the rest, a remote finds it
 * there instead of fetching a copy of its own before the homepage can show a product. The money
 * rules under it are pure, so they are not shared on their own (shared-contracts/federation:
 * PURE_CONTRACTS_FROM_THE_SHELL).
 */
import 'shared-contracts/ui/Price';
