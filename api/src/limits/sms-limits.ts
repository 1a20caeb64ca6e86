import type { Config, LimitRule } from '../config';
import { ipRangeOf } from './ip-range';

type Checks = [key: string, rule: LimitRule][];

/** SMS sends from one address: hourly per address, daily per network (/24, /64), so rotating addresses gains little. */
export function smsLimitsForAddress(config: Config, ip: string): Checks {
  return [
    [`sms:ip:${ip}`, config.limits.smsPerIp],
    [`sms:range:${ipRangeOf(ip)}`, config.limits.smsPerIpRangeDaily],
  ];
}

/** SMS sends to one phone: hourly and daily, both sliding. */
export function smsLimitsForPhone(config: Config, phone: string): Checks {
  return [
    [`sms:phone:${phone}`, config.limits.smsPerPhone],
    [`sms:phone-day:${phone}`, config.limits.smsPerPhoneDaily],
  ];
}

/** Code guesses from one address (SMS codes and session hand-off codes alike): hourly, sliding. */
export function codeCheckLimits(config: Config, ip: string): Checks {
  return [[`code-check:ip:${ip}`, config.limits.codeChecksPerIp]];
}
