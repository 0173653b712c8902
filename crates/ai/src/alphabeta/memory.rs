//! How much memory a transposition table may take here: half the memory the machine has free
//! (two players may each keep one, and the program needs some too), where the system says how
//! much that is (Linux, in `/proc/meminfo`); a fixed amount where it does not (other systems,
//! the browser).

/// The most MiB a table may take where the free memory cannot be read: the browser, whose
/// whole program lives in a few GiB at most, and other systems.
#[cfg(target_arch = "wasm32")]
const UNKNOWN_LIMIT_MIB: u64 = 256;
#[cfg(not(target_arch = "wasm32"))]
const UNKNOWN_LIMIT_MIB: u64 = 1024;

/// The most MiB a transposition table may take on this machine now.
pub fn table_limit_mib() -> u64 {
    free_mib().map_or(UNKNOWN_LIMIT_MIB, |free| free / 2)
}

/// The memory the machine has free, in MiB, where the system says.
#[cfg(target_os = "linux")]
fn free_mib() -> Option<u64> {
    std::fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|meminfo| mem_available_mib(&meminfo))
}

#[cfg(not(target_os = "linux"))]
fn free_mib() -> Option<u64> {
    None
}

/// The `MemAvailable` line of a `/proc/meminfo` text, in MiB.
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
fn mem_available_mib(meminfo: &str) -> Option<u64> {
    let kib: u64 = meminfo
        .lines()
        .find_map(|line| line.strip_prefix("MemAvailable:"))?
        .trim()
        .strip_suffix("kB")?
        .trim()
        .parse()
        .ok()?;
    Some(kib / 1024)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_free_memory_is_read_from_meminfo() {
        let meminfo = "MemTotal:       24608112 kB\nMemFree:        21001468 kB\n\
                       MemAvailable:   22547304 kB\nBuffers:          123 kB\n";
        assert_eq!(mem_available_mib(meminfo), Some(22018));
        assert_eq!(mem_available_mib("MemTotal: 1 kB\n"), None);
        assert_eq!(mem_available_mib("MemAvailable: lots\n"), None);
        assert!(table_limit_mib() > 0);
    }
}
