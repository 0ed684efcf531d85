export { AddressScreen, type AddressScreenProps } from './components/address-screen';
export { RouletteScreen, type RouletteScreenProps } from './components/roulette-screen';
export { SpinsScreen, type SpinsScreenProps } from './components/spins-screen';
