// The VIP ladder (data only; db/seed.ts writes it).

/** The VIP ladder (ours): thresholds in cents of lifetime approved deposits and valid bet. */
export const VIP_SEED: readonly [
  level: number,
  name: string,
  color: string,
  color2: string,
  depositCents: number,
  validBetCents: number,
  upgrade: number,
  monthly: number,
  birthday: number,
  rebate: number,
  withdrawLimit: number,
  dedicated: boolean,
][] = [
  [0, 'VIP0', '#8a8f98', '#c9ccd1', 0, 0, 0, 0, 0, 0.3, 2_000_000, false],
  [1, 'VIP1', '#3f7fbf', '#8fc1ef', 50_000, 200_000, 1_000, 500, 1_000, 0.4, 5_000_000, false],
  [2, 'VIP2', '#2e9e6b', '#8fe0b9', 200_000, 1_000_000, 3_000, 1_500, 2_000, 0.5, 10_000_000, false],
  [3, 'VIP3', '#c08a1e', '#f3d27a', 1_000_000, 5_000_000, 10_000, 5_000, 5_000, 0.6, 20_000_000, false],
  [4, 'VIP4', '#b5485d', '#f2a0b0', 5_000_000, 20_000_000, 30_000, 15_000, 10_000, 0.8, 50_000_000, true],
  [5, 'VIP5', '#6a3fb5', '#c5a8f5', 20_000_000, 80_000_000, 100_000, 50_000, 30_000, 1.0, 100_000_000, true],
];
