//! Running one program once, bounded: its own process group, an address-space limit
//! (`RLIMIT_AS`, set between fork and exec), one line written on its standard input, its
//! standard output read up to a cap, and the whole group killed (SIGKILL) at the time limit or
//! as soon as the output passes the cap. The judge itself never holds more than the cap (plus
//! a few kilobytes of standard error), and never waits longer than the time limit and a short
//! grace.

use std::io::{Read, Write};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};
use std::thread;
use std::time::{Duration, Instant};

/// How long the judge waits for the pipes once the program's group is gone.
const GRACE: Duration = Duration::from_millis(500);
/// How often the judge looks at the program while it runs.
const POLL: Duration = Duration::from_millis(5);
/// Most bytes of standard error kept (for the report of a crash).
const STDERR_KEPT: usize = 2048;

/// The limits of one run.
#[derive(Debug, Clone, Copy)]
pub struct RunLimits {
    /// Wall-clock time from the start.
    pub time: Duration,
    /// Address space, in bytes (`RLIMIT_AS`).
    pub memory: u64,
    /// Most bytes of standard output read.
    pub output: usize,
}

/// How a run ended.
#[derive(Debug)]
pub enum Ended {
    /// The program exited (or was killed by a signal it did not get from us).
    Exited(ExitStatus),
    /// Still running at the time limit: its group was killed.
    TimedOut,
    /// Its output passed the cap: its group was killed.
    TooMuchOutput,
}

/// What a run gave.
#[derive(Debug)]
pub struct Outcome {
    /// How it ended.
    pub ended: Ended,
    /// Its standard output (at most the cap).
    pub stdout: Vec<u8>,
    /// The start of its standard error.
    pub stderr: Vec<u8>,
    /// Wall-clock time from the start to the end.
    pub elapsed: Duration,
}

/// Runs `program args` with `input` on its standard input, within `limits`; an error when the
/// program cannot be started at all (not found, not executable).
pub fn run(
    program: &str,
    args: &[String],
    input: &[u8],
    limits: RunLimits,
) -> std::io::Result<Outcome> {
    let memory = limits.memory;
    let mut command = Command::new(program);
    command
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0);
    // SAFETY: between fork and exec only async-signal-safe calls are made (setrlimit), on
    // values computed before the fork.
    unsafe {
        command.pre_exec(move || {
            let limit = libc::rlimit {
                rlim_cur: memory as libc::rlim_t,
                rlim_max: memory as libc::rlim_t,
            };
            if libc::setrlimit(libc::RLIMIT_AS, &limit) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            // a crash leaves no core file behind
            let none = libc::rlimit {
                rlim_cur: 0,
                rlim_max: 0,
            };
            libc::setrlimit(libc::RLIMIT_CORE, &none);
            Ok(())
        });
    }
    let start = Instant::now();
    let mut child = command.spawn()?;
    let pid = child.id() as libc::pid_t;

    // the input: written by a thread, so a program that never reads cannot block the judge
    if let Some(mut stdin) = child.stdin.take() {
        let input = input.to_vec();
        thread::spawn(move || {
            let _ = stdin.write_all(&input);
        });
    }
    let overflow = Arc::new(AtomicBool::new(false));
    let stdout = child.stdout.take().map(|pipe| {
        let overflow = Arc::clone(&overflow);
        read_bounded(pipe, limits.output, Some(overflow))
    });
    let stderr = child
        .stderr
        .take()
        .map(|pipe| read_bounded(pipe, STDERR_KEPT, None));

    let ended = loop {
        if overflow.load(Ordering::Relaxed) {
            kill_group(pid);
            break Ended::TooMuchOutput;
        }
        if exited(pid) {
            // the group's stragglers (children of the program) go with it
            kill_group(pid);
            break Ended::Exited(reap(&mut child));
        }
        if start.elapsed() >= limits.time {
            kill_group(pid);
            break Ended::TimedOut;
        }
        thread::sleep(POLL);
    };
    let elapsed = start.elapsed();
    // reaped after a kill too, so that no zombie is left
    if !matches!(ended, Ended::Exited(_)) {
        reap(&mut child);
    }
    let stdout = stdout.map(collect).unwrap_or_default();
    let stderr = stderr.map(collect).unwrap_or_default();
    Ok(Outcome {
        ended,
        stdout,
        stderr,
        elapsed,
    })
}

/// Whether the process `pid` has ended, without reaping it (its group id stays taken until
/// the group is killed).
fn exited(pid: libc::pid_t) -> bool {
    // SAFETY: waitid writes only into `info`, a zeroed siginfo_t we own.
    unsafe {
        let mut info: libc::siginfo_t = std::mem::zeroed();
        let flags = libc::WEXITED | libc::WNOHANG | libc::WNOWAIT;
        libc::waitid(libc::P_PID, pid as libc::id_t, &mut info, flags) == 0 && info.si_pid() != 0
    }
}

/// SIGKILL to the process group `pid` (an empty group is no error).
fn kill_group(pid: libc::pid_t) {
    // SAFETY: killpg only sends a signal; the group is the one the program was started in.
    unsafe {
        libc::killpg(pid, libc::SIGKILL);
    }
}

fn reap(child: &mut Child) -> ExitStatus {
    child
        .wait()
        .unwrap_or_else(|_| ExitStatus::from_raw(libc::SIGKILL))
}

/// A thread reading `pipe` into at most `cap` bytes; past the cap it sets `overflow` (and
/// stops reading) or, without one, reads on and drops the rest.
fn read_bounded<R: Read + Send + 'static>(
    mut pipe: R,
    cap: usize,
    overflow: Option<Arc<AtomicBool>>,
) -> mpsc::Receiver<Vec<u8>> {
    let (send, receive) = mpsc::channel();
    thread::spawn(move || {
        let mut kept = Vec::new();
        let mut buffer = [0u8; 8192];
        loop {
            match pipe.read(&mut buffer) {
                Ok(0) => break,
                Ok(n) => {
                    let room = cap.saturating_sub(kept.len());
                    kept.extend_from_slice(&buffer[..n.min(room)]);
                    if n > room {
                        if let Some(flag) = &overflow {
                            flag.store(true, Ordering::Relaxed);
                            break;
                        }
                    }
                }
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(_) => break,
            }
        }
        let _ = send.send(kept);
    });
    receive
}

/// What a reader thread kept, waiting at most the grace (a pipe held open by a process that
/// left the group is abandoned, not waited for).
fn collect(receive: mpsc::Receiver<Vec<u8>>) -> Vec<u8> {
    receive.recv_timeout(GRACE).unwrap_or_default()
}

/// How a program that exited ended, for a person: `exit status 3`, `killed by signal 11
/// (SIGSEGV)`; `None` for a clean exit.
pub fn failure(status: ExitStatus) -> Option<Failure> {
    if let Some(signal) = status.signal() {
        return Some(Failure::Signal(signal, signal_name(signal)));
    }
    match status.code() {
        Some(0) => None,
        Some(code) => Some(Failure::Code(code)),
        None => Some(Failure::Code(-1)),
    }
}

/// Why an exit is a crash.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    /// A non-zero exit status.
    Code(i32),
    /// Killed by a signal (its number and name).
    Signal(i32, &'static str),
}

fn signal_name(signal: i32) -> &'static str {
    match signal {
        libc::SIGABRT => "SIGABRT",
        libc::SIGBUS => "SIGBUS",
        libc::SIGFPE => "SIGFPE",
        libc::SIGILL => "SIGILL",
        libc::SIGKILL => "SIGKILL",
        libc::SIGPIPE => "SIGPIPE",
        libc::SIGSEGV => "SIGSEGV",
        libc::SIGTERM => "SIGTERM",
        libc::SIGXCPU => "SIGXCPU",
        _ => "signal",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits() -> RunLimits {
        RunLimits {
            time: Duration::from_secs(5),
            memory: 1 << 30,
            output: 1024,
        }
    }

    fn sh(script: &str, limits: RunLimits) -> Outcome {
        run("sh", &["-c".into(), script.into()], b"hello\n", limits).expect("sh starts")
    }

    #[test]
    fn a_program_reads_its_line_and_its_output_is_kept() {
        let out = sh("read line; echo \"got $line\"", limits());
        assert!(matches!(out.ended, Ended::Exited(s) if s.success()));
        assert_eq!(out.stdout, b"got hello\n");
        let out = sh("echo oops >&2; exit 3", limits());
        assert!(matches!(out.ended, Ended::Exited(s) if failure(s) == Some(Failure::Code(3))));
        assert_eq!(out.stderr, b"oops\n");
    }

    #[test]
    fn time_and_output_are_capped_and_the_group_is_killed() {
        let quick = RunLimits {
            time: Duration::from_millis(300),
            ..limits()
        };
        // a child of the program holds the pipe open: the whole group goes
        let out = sh("sleep 30 & sleep 30", quick);
        assert!(matches!(out.ended, Ended::TimedOut));
        assert!(out.elapsed < Duration::from_secs(3), "{:?}", out.elapsed);
        let out = sh("yes", limits());
        assert!(matches!(out.ended, Ended::TooMuchOutput));
        assert_eq!(out.stdout.len(), 1024);
        let e = run("/no/such/program", &[], b"", limits()).unwrap_err();
        assert_eq!(e.kind(), std::io::ErrorKind::NotFound);
    }

    #[test]
    fn signals_are_named() {
        let out = sh("kill -SEGV $$", limits());
        assert!(
            matches!(out.ended, Ended::Exited(s) if failure(s) == Some(Failure::Signal(libc::SIGSEGV, "SIGSEGV"))),
            "{:?}",
            out.ended
        );
    }
}
