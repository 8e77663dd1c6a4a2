import { BlockList, isIP } from 'node:net';

type Ranges = ReadonlyArray<readonly [network: string, prefix: number]>;

/** Loopback, private, link-local, carrier-grade NAT and unique-local: a local network's addresses. */
const LOCAL_IPV4: Ranges = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
];
const LOCAL_IPV6: Ranges = [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
];
/** Neither local nor public: protocol assignments, documentation, benchmarking, multicast, NAT64. */
const RESERVED_IPV4: Ranges = [
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
];
const RESERVED_IPV6: Ranges = [
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
];

/** Whether an address falls in the ranges; anything that is not an IP address does; IPv4-mapped IPv6 is IPv4. */
function inRanges(ipv4: Ranges, ipv6: Ranges): (address: string) => boolean {
  const list = new BlockList();
  for (const [network, prefix] of ipv4) list.addSubnet(network, prefix, 'ipv4');
  for (const [network, prefix] of ipv6) list.addSubnet(network, prefix, 'ipv6');
  return (raw) => {
    const address = raw.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
    const family = isIP(address);
    return family === 0 || list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/** An address of a local network, which no IP lookup service can place (the viewer's region). */
export const isLocalNetworkAddress = inRanges(LOCAL_IPV4, LOCAL_IPV6);

/** An address the server must not be made to call (documents named by outside parties): local or reserved. */
export const isPrivateAddress = inRanges([...LOCAL_IPV4, ...RESERVED_IPV4], [...LOCAL_IPV6, ...RESERVED_IPV6]);
