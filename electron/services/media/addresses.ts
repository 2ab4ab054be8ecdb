import { BlockList, isIP } from 'node:net'

/**
 * Addresses a web image may not come from: this computer, the local network and the ranges no public
 * host uses. A page that names one in an image link would otherwise make Herald probe the user's own
 * network (a router's admin page, a cloud metadata service) on its behalf.
 */
const blocked = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 included
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4')
}
for (const [net, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64: may map to any IPv4 address, private ones too
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6')
}

/** An IPv4 address written inside IPv6 (::ffff:a.b.c.d, ::a.b.c.d, or their hex forms), else undefined. */
function embeddedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase()
  const dotted = /^::(?:ffff:(?:0:)?)?(\d+\.\d+\.\d+\.\d+)$/.exec(lower)
  if (dotted) return dotted[1]
  const hex = /^::(?:ffff:(?:0:)?)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower)
  if (!hex) return undefined
  const high = parseInt(hex[1] ?? '0', 16)
  const low = parseInt(hex[2] ?? '0', 16)
  return [high >> 8, high & 255, low >> 8, low & 255].join('.')
}

/** True when an image may not be fetched from this address; anything that is not an IP is refused too. */
export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  const family = isIP(bare)
  if (family === 4) return blocked.check(bare, 'ipv4')
  if (family !== 6) return true
  const v4 = embeddedIpv4(bare)
  if (v4 !== undefined) return blocked.check(v4, 'ipv4')
  return blocked.check(bare, 'ipv6')
}
