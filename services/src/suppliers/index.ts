/** suppliers's public face: what other modules and main/ import from suppliers (main/ also its module.ts); the rest is inside. */
export { kafkaSecurityOf } from './kafka-security.ts';
export { createKafkajsMessageBus } from './kafkajs-message-bus.ts';
export { createSimulatedSupplierGateway } from './simulated-supplier-gateway.ts';
export { readSupplierChannelStatus, type SupplierChannelStatus } from './supplier-channel-status.ts';
export { supplierKeyOf, supplierKeyResolver } from './supplier-keys.ts';
export { startSupplierSimulator, type SimulatedAnswer } from './supplier-simulator.ts';
