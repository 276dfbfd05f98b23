// What the test runner needs to know about other processes on a Linux machine, read from /proc. On a
// system without /proc the answers fall back to what signal 0 tells (alive or not), and nothing else.
import { readFileSync, readdirSync, readlinkSync } from 'node:fs'

export type ProcessInfo = { pid: number; parentPid: number; state: string; commandLine: string[] }

/** The process with this pid as /proc shows it, or null when there is none (or it cannot be read). */
export function readProcess(pid: number): ProcessInfo | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
    const [state = '', parentPid = '0'] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean)
    return { pid, parentPid: Number(parentPid), state, commandLine }
  } catch {
    return null
  }
}

/** Whether the process runs: a zombie (exited, not yet reaped by its parent) does not. */
export function isProcessRunning(pid: number): boolean {
  const info = readProcess(pid)
  if (info) return info.state !== 'Z'
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** The value of one environment variable of a process (its environment at start), if it can be read. */
export function readProcessEnvironment(pid: number, name: string): string | undefined {
  try {
    const prefix = `${name}=`
    return readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .find((entry) => entry.startsWith(prefix))
      ?.slice(prefix.length)
  } catch {
    return undefined
  }
}

/**
 * The pids of the processes that hold a TCP socket listening on this port (IPv4 or IPv6), found by
 * matching the socket's inode in /proc/net/tcp{,6} to the processes' open files. Empty when nothing
 * listens or /proc does not say.
 */
export function findListeningProcesses(port: number): number[] {
  const inodes = new Set<string>()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string
    try {
      text = readFileSync(table, 'utf8')
    } catch {
      continue
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/)
      const localAddress = fields[1]
      // State 0A is LISTEN; the local address ends with the port in hex.
      if (!localAddress || fields[3] !== '0A') continue
      if (Number.parseInt(localAddress.slice(localAddress.lastIndexOf(':') + 1), 16) !== port) continue
      if (fields[9]) inodes.add(fields[9])
    }
  }
  if (inodes.size === 0) return []
  const holders: number[] = []
  for (const entry of safeReadDir('/proc')) {
    const pid = Number(entry)
    if (!Number.isInteger(pid)) continue
    const holdsSocket = safeReadDir(`/proc/${pid}/fd`).some((fd) => {
      const target = safeReadLink(`/proc/${pid}/fd/${fd}`)
      return target?.startsWith('socket:[') && inodes.has(target.slice('socket:['.length, -1))
    })
    if (holdsSocket) holders.push(pid)
  }
  return holders
}

function safeReadDir(directory: string): string[] {
  try {
    return readdirSync(directory)
  } catch {
    return []
  }
}

function safeReadLink(link: string): string | undefined {
  try {
    return readlinkSync(link)
  } catch {
    return undefined
  }
}
