export { TEST_IINS, TEST_SENDER } from './people';
