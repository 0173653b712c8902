//! A maximum-weight matching in a general graph, of the most edges possible: Edmonds'
//! blossom method with primal-dual weights, in Galil's O(n³) form ("Efficient algorithms for
//! finding maximum matching in graphs", ACM Computing Surveys, 1986). Swiss pairing asks it
//! for the pairs of a round, as OpenGotha does: every player paired, the pairs' summed
//! weight the largest.
//!
//! Weights are integers and every computation stays in them: the vertices' dual variables
//! are kept doubled, so that halving a slack between two S-blossoms leaves no remainder.
//!
//! Vertices are `0..n`; blossoms that are not single vertices are numbered `n..2n`. An edge
//! `k` has two ends, `2k` (its first vertex's) and `2k + 1` (its second's).

/// No vertex, edge, end or blossom.
const NONE: usize = usize::MAX;

/// A blossom's label in the current stage.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Label {
    Free,
    S,
    T,
    /// An S-blossom marked while tracing back from a new S-S edge.
    Crumb,
}

struct Matcher<'a> {
    edges: &'a [(usize, usize, i64)],
    n: usize,
    /// The vertex at each end.
    end_vertex: Vec<usize>,
    /// Each vertex's far ends.
    neighbours: Vec<Vec<usize>>,
    /// Each vertex's partner's end, or NONE.
    mate: Vec<usize>,
    label: Vec<Label>,
    /// The far end of the edge through which a blossom got its label (NONE for a single
    /// base); inside a T-blossom, the edge through which a vertex is reached.
    label_end: Vec<usize>,
    in_blossom: Vec<usize>,
    parent: Vec<usize>,
    children: Vec<Vec<usize>>,
    base: Vec<usize>,
    /// `ends[b][i]`: the end, on child `i`'s side, of the edge to child `i + 1`.
    ends: Vec<Vec<usize>>,
    best_edge: Vec<usize>,
    blossom_best_edges: Vec<Option<Vec<usize>>>,
    unused: Vec<usize>,
    /// Doubled vertex duals, then blossom duals.
    dual: Vec<i64>,
    allowed: Vec<bool>,
    queue: Vec<usize>,
}

impl<'a> Matcher<'a> {
    fn new(n: usize, edges: &'a [(usize, usize, i64)]) -> Matcher<'a> {
        let max_weight = edges.iter().map(|e| e.2).max().unwrap_or(0).max(0);
        let mut neighbours = vec![Vec::new(); n];
        let mut end_vertex = Vec::with_capacity(2 * edges.len());
        for (k, &(i, j, _)) in edges.iter().enumerate() {
            end_vertex.push(i);
            end_vertex.push(j);
            neighbours[i].push(2 * k + 1);
            neighbours[j].push(2 * k);
        }
        let mut base: Vec<usize> = (0..n).collect();
        base.extend(std::iter::repeat_n(NONE, n));
        let mut dual = vec![max_weight; n];
        dual.extend(std::iter::repeat_n(0, n));
        Matcher {
            edges,
            n,
            end_vertex,
            neighbours,
            mate: vec![NONE; n],
            label: vec![Label::Free; 2 * n],
            label_end: vec![NONE; 2 * n],
            in_blossom: (0..n).collect(),
            parent: vec![NONE; 2 * n],
            children: vec![Vec::new(); 2 * n],
            base,
            ends: vec![Vec::new(); 2 * n],
            best_edge: vec![NONE; 2 * n],
            blossom_best_edges: vec![None; 2 * n],
            unused: (n..2 * n).collect(),
            dual,
            allowed: vec![false; edges.len()],
            queue: Vec::new(),
        }
    }

    /// Twice edge `k`'s slack (outside blossoms).
    fn slack(&self, k: usize) -> i64 {
        let (i, j, w) = self.edges[k];
        self.dual[i] + self.dual[j] - 2 * w
    }

    fn leaves(&self, b: usize) -> Vec<usize> {
        let mut out = Vec::new();
        let mut stack = vec![b];
        while let Some(b) = stack.pop() {
            if b < self.n {
                out.push(b);
            } else {
                stack.extend(self.children[b].iter().rev());
            }
        }
        out
    }

    /// Labels the top blossom of `w` with `t`, reached through far end `p`.
    fn assign_label(&mut self, w: usize, t: Label, p: usize) {
        let b = self.in_blossom[w];
        self.label[w] = t;
        self.label[b] = t;
        self.label_end[w] = p;
        self.label_end[b] = p;
        self.best_edge[w] = NONE;
        self.best_edge[b] = NONE;
        if t == Label::S {
            let leaves = self.leaves(b);
            self.queue.extend(leaves);
        } else if t == Label::T {
            let mate = self.mate[self.base[b]];
            self.assign_label(self.end_vertex[mate], Label::S, mate ^ 1);
        }
    }

    /// Traces back from `v` and `w`: the base of a new blossom, or NONE for an augmenting
    /// path.
    fn scan_blossom(&mut self, mut v: usize, mut w: usize) -> usize {
        let mut path = Vec::new();
        let mut found = NONE;
        while v != NONE || w != NONE {
            let mut b = self.in_blossom[v];
            if self.label[b] == Label::Crumb {
                found = self.base[b];
                break;
            }
            path.push(b);
            self.label[b] = Label::Crumb;
            if self.label_end[b] == NONE {
                v = NONE;
            } else {
                v = self.end_vertex[self.label_end[b]];
                b = self.in_blossom[v];
                v = self.end_vertex[self.label_end[b]];
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = Label::S;
        }
        found
    }

    /// A new S-blossom of base `base` through edge `k`, between two S-vertices.
    fn add_blossom(&mut self, base: usize, k: usize) {
        let (mut v, mut w, _) = self.edges[k];
        let bb = self.in_blossom[base];
        let mut bv = self.in_blossom[v];
        let mut bw = self.in_blossom[w];
        let Some(b) = self.unused.pop() else {
            return;
        };
        self.base[b] = base;
        self.parent[b] = NONE;
        self.parent[bb] = b;
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.parent[bv] = b;
            path.push(bv);
            endps.push(self.label_end[bv]);
            v = self.end_vertex[self.label_end[bv]];
            bv = self.in_blossom[v];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(2 * k);
        while bw != bb {
            self.parent[bw] = b;
            path.push(bw);
            endps.push(self.label_end[bw] ^ 1);
            w = self.end_vertex[self.label_end[bw]];
            bw = self.in_blossom[w];
        }
        self.children[b] = path.clone();
        self.ends[b] = endps;
        self.label[b] = Label::S;
        self.label_end[b] = self.label_end[bb];
        self.dual[b] = 0;
        for leaf in self.leaves(b) {
            if self.label[self.in_blossom[leaf]] == Label::T {
                self.queue.push(leaf);
            }
            self.in_blossom[leaf] = b;
        }
        let mut best_to = vec![NONE; 2 * self.n];
        for &sub in &path {
            let lists: Vec<Vec<usize>> = match self.blossom_best_edges[sub].take() {
                Some(list) => vec![list],
                None => self
                    .leaves(sub)
                    .into_iter()
                    .map(|leaf| self.neighbours[leaf].iter().map(|p| p / 2).collect())
                    .collect(),
            };
            for list in lists {
                for k in list {
                    let (mut i, mut j, _) = self.edges[k];
                    if self.in_blossom[j] == b {
                        std::mem::swap(&mut i, &mut j);
                    }
                    let _ = i;
                    let bj = self.in_blossom[j];
                    if bj != b
                        && self.label[bj] == Label::S
                        && (best_to[bj] == NONE || self.slack(k) < self.slack(best_to[bj]))
                    {
                        best_to[bj] = k;
                    }
                }
            }
            self.best_edge[sub] = NONE;
        }
        let list: Vec<usize> = best_to.into_iter().filter(|&k| k != NONE).collect();
        self.best_edge[b] = list
            .iter()
            .copied()
            .min_by_key(|&k| self.slack(k))
            .unwrap_or(NONE);
        self.blossom_best_edges[b] = Some(list);
    }

    /// Position `j` (which may be negative) in a list of `len`, wrapping round.
    fn at(j: isize, len: usize) -> usize {
        j.rem_euclid(len as isize) as usize
    }

    /// Expands top blossom `b` into its children.
    fn expand_blossom(&mut self, b: usize, end_of_stage: bool) {
        let children = self.children[b].clone();
        for &s in &children {
            self.parent[s] = NONE;
            if s < self.n {
                self.in_blossom[s] = s;
            } else if end_of_stage && self.dual[s] == 0 {
                self.expand_blossom(s, end_of_stage);
            } else {
                for leaf in self.leaves(s) {
                    self.in_blossom[leaf] = s;
                }
            }
        }
        if !end_of_stage && self.label[b] == Label::T {
            let len = children.len();
            let ends = self.ends[b].clone();
            let entry = self.in_blossom[self.end_vertex[self.label_end[b] ^ 1]];
            let mut j = children.iter().position(|&c| c == entry).unwrap_or(0) as isize;
            let (step, trick): (isize, usize) = if j & 1 == 1 {
                j -= len as isize;
                (1, 0)
            } else {
                (-1, 1)
            };
            let mut p = self.label_end[b];
            while j != 0 {
                let e = ends[Self::at(j - trick as isize, len)];
                self.label[self.end_vertex[p ^ 1]] = Label::Free;
                self.label[self.end_vertex[e ^ trick ^ 1]] = Label::Free;
                self.assign_label(self.end_vertex[p ^ 1], Label::T, p);
                self.allowed[e / 2] = true;
                j += step;
                p = ends[Self::at(j - trick as isize, len)] ^ trick;
                self.allowed[p / 2] = true;
                j += step;
            }
            let bv = children[Self::at(j, len)];
            let v = self.end_vertex[p ^ 1];
            self.label[v] = Label::T;
            self.label[bv] = Label::T;
            self.label_end[v] = p;
            self.label_end[bv] = p;
            self.best_edge[bv] = NONE;
            j += step;
            while children[Self::at(j, len)] != entry {
                let bv = children[Self::at(j, len)];
                if self.label[bv] == Label::S {
                    j += step;
                    continue;
                }
                let reached = self
                    .leaves(bv)
                    .into_iter()
                    .find(|&leaf| self.label[leaf] != Label::Free);
                if let Some(v) = reached {
                    self.label[v] = Label::Free;
                    let mate = self.mate[self.base[bv]];
                    self.label[self.end_vertex[mate]] = Label::Free;
                    self.assign_label(v, Label::T, self.label_end[v]);
                }
                j += step;
            }
        }
        self.label[b] = Label::Free;
        self.label_end[b] = NONE;
        self.children[b] = Vec::new();
        self.ends[b] = Vec::new();
        self.base[b] = NONE;
        self.blossom_best_edges[b] = None;
        self.best_edge[b] = NONE;
        self.unused.push(b);
    }

    /// Swaps matched and unmatched edges along the path in blossom `b` from `v` to its base.
    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.parent[t] != b {
            t = self.parent[t];
        }
        if t >= self.n {
            self.augment_blossom(t, v);
        }
        let len = self.children[b].len();
        let i = self.children[b].iter().position(|&c| c == t).unwrap_or(0);
        let mut j = i as isize;
        let (step, trick): (isize, usize) = if i & 1 == 1 {
            j -= len as isize;
            (1, 0)
        } else {
            (-1, 1)
        };
        while j != 0 {
            j += step;
            let t = self.children[b][Self::at(j, len)];
            let p = self.ends[b][Self::at(j - trick as isize, len)] ^ trick;
            if t >= self.n {
                self.augment_blossom(t, self.end_vertex[p]);
            }
            j += step;
            let t = self.children[b][Self::at(j, len)];
            if t >= self.n {
                self.augment_blossom(t, self.end_vertex[p ^ 1]);
            }
            self.mate[self.end_vertex[p]] = p ^ 1;
            self.mate[self.end_vertex[p ^ 1]] = p;
        }
        self.children[b].rotate_left(i);
        self.ends[b].rotate_left(i);
        self.base[b] = self.base[self.children[b][0]];
    }

    /// Augments the matching along the path through edge `k`, between two S-vertices.
    fn augment_matching(&mut self, k: usize) {
        let (v, w, _) = self.edges[k];
        for (mut s, mut p) in [(v, 2 * k + 1), (w, 2 * k)] {
            loop {
                let bs = self.in_blossom[s];
                if bs >= self.n {
                    self.augment_blossom(bs, s);
                }
                self.mate[s] = p;
                if self.label_end[bs] == NONE {
                    break;
                }
                let t = self.end_vertex[self.label_end[bs]];
                let bt = self.in_blossom[t];
                s = self.end_vertex[self.label_end[bt]];
                let j = self.end_vertex[self.label_end[bt] ^ 1];
                if bt >= self.n {
                    self.augment_blossom(bt, j);
                }
                self.mate[j] = self.label_end[bt];
                p = self.label_end[bt] ^ 1;
            }
        }
    }

    /// One stage: labels from the single vertices until the matching grows (true) or no
    /// path is left (false).
    fn stage(&mut self) -> bool {
        let n = self.n;
        self.label.fill(Label::Free);
        self.best_edge.fill(NONE);
        for b in n..2 * n {
            self.blossom_best_edges[b] = None;
        }
        self.allowed.fill(false);
        self.queue.clear();
        for v in 0..n {
            if self.mate[v] == NONE && self.label[self.in_blossom[v]] == Label::Free {
                self.assign_label(v, Label::S, NONE);
            }
        }
        loop {
            while let Some(v) = self.queue.pop() {
                for idx in 0..self.neighbours[v].len() {
                    let p = self.neighbours[v][idx];
                    let k = p / 2;
                    let w = self.end_vertex[p];
                    if self.in_blossom[v] == self.in_blossom[w] {
                        continue;
                    }
                    let mut kslack = 0;
                    if !self.allowed[k] {
                        kslack = self.slack(k);
                        if kslack <= 0 {
                            self.allowed[k] = true;
                        }
                    }
                    let bw = self.in_blossom[w];
                    if self.allowed[k] {
                        if self.label[bw] == Label::Free {
                            self.assign_label(w, Label::T, p ^ 1);
                        } else if self.label[bw] == Label::S {
                            let base = self.scan_blossom(v, w);
                            if base != NONE {
                                self.add_blossom(base, k);
                            } else {
                                self.augment_matching(k);
                                return true;
                            }
                        } else if self.label[w] == Label::Free {
                            self.label[w] = Label::T;
                            self.label_end[w] = p ^ 1;
                        }
                    } else if self.label[bw] == Label::S {
                        let b = self.in_blossom[v];
                        if self.best_edge[b] == NONE || kslack < self.slack(self.best_edge[b]) {
                            self.best_edge[b] = k;
                        }
                    } else if self.label[w] == Label::Free
                        && (self.best_edge[w] == NONE || kslack < self.slack(self.best_edge[w]))
                    {
                        self.best_edge[w] = k;
                    }
                }
            }
            // No path with the edges allowed: the duals move by the least delta.
            let mut delta: Option<(i64, u8, usize)> = None;
            let mut consider = |d: i64, kind: u8, what: usize| {
                if delta.is_none_or(|(best, _, _)| d < best) {
                    delta = Some((d, kind, what));
                }
            };
            for v in 0..n {
                if self.label[self.in_blossom[v]] == Label::Free && self.best_edge[v] != NONE {
                    consider(self.slack(self.best_edge[v]), 2, self.best_edge[v]);
                }
            }
            for b in 0..2 * n {
                if self.parent[b] == NONE && self.label[b] == Label::S && self.best_edge[b] != NONE
                {
                    consider(self.slack(self.best_edge[b]) / 2, 3, self.best_edge[b]);
                }
            }
            for b in n..2 * n {
                if self.base[b] != NONE && self.parent[b] == NONE && self.label[b] == Label::T {
                    consider(self.dual[b], 4, b);
                }
            }
            let (d, kind, what) = match delta {
                Some(found) => found,
                // Every vertex that can be matched is: the most edges, of the most weight.
                None => return false,
            };
            for v in 0..n {
                match self.label[self.in_blossom[v]] {
                    Label::S => self.dual[v] -= d,
                    Label::T => self.dual[v] += d,
                    _ => {}
                }
            }
            for b in n..2 * n {
                if self.base[b] != NONE && self.parent[b] == NONE {
                    match self.label[b] {
                        Label::S => self.dual[b] += d,
                        Label::T => self.dual[b] -= d,
                        _ => {}
                    }
                }
            }
            match kind {
                2 => {
                    self.allowed[what] = true;
                    let (i, j, _) = self.edges[what];
                    let s = if self.label[self.in_blossom[i]] == Label::Free {
                        j
                    } else {
                        i
                    };
                    self.queue.push(s);
                }
                3 => {
                    self.allowed[what] = true;
                    self.queue.push(self.edges[what].0);
                }
                _ => self.expand_blossom(what, false),
            }
        }
    }

    fn solve(mut self) -> Vec<Option<usize>> {
        for _ in 0..self.n {
            if !self.stage() {
                break;
            }
            for b in self.n..2 * self.n {
                if self.parent[b] == NONE
                    && self.base[b] != NONE
                    && self.label[b] == Label::S
                    && self.dual[b] == 0
                {
                    self.expand_blossom(b, true);
                }
            }
        }
        self.mate
            .iter()
            .map(|&p| (p != NONE).then(|| self.end_vertex[p]))
            .collect()
    }
}

/// Of the matchings of the graph on vertices `0..n` with these edges `(i, j, weight)` (no
/// loops, at most one edge a pair) that match the most vertices, one of the largest summed
/// weight: each vertex's partner, or `None`.
pub fn max_weight_matching(n: usize, edges: &[(usize, usize, i64)]) -> Vec<Option<usize>> {
    let edges: Vec<(usize, usize, i64)> = edges
        .iter()
        .copied()
        .filter(|&(i, j, _)| i != j && i < n && j < n)
        .collect();
    if edges.is_empty() {
        return vec![None; n];
    }
    Matcher::new(n, &edges).solve()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mates(n: usize, edges: &[(usize, usize, i64)]) -> Vec<i64> {
        max_weight_matching(n, edges)
            .into_iter()
            .map(|m| m.map_or(-1, |m| m as i64))
            .collect()
    }

    #[test]
    fn small_graphs_match_as_worked_by_hand() {
        assert_eq!(mates(2, &[(0, 1, 1)]), [1, 0]);
        // Of a path 1-2-3-4 with a heavy middle, the most pairs win over the weight.
        assert_eq!(
            mates(5, &[(1, 2, 5), (2, 3, 11), (3, 4, 5)]),
            [-1, 2, 1, 4, 3]
        );
        assert_eq!(
            mates(
                5,
                &[(1, 2, 2), (1, 3, -2), (2, 3, 1), (2, 4, -1), (3, 4, -6)]
            ),
            [-1, 3, 4, 1, 2]
        );
    }

    /// A graph's vertex count, its edges, and each vertex's partner (-1: none).
    type Case<'a> = (usize, &'a [(usize, usize, i64)], &'a [i64]);

    #[test]
    fn blossoms_are_made_relabelled_nested_and_expanded() {
        // The classic cases of an S-blossom, a T-blossom, nested blossoms and their
        // expansion, each with its one best matching.
        let cases: &[Case] = &[
            (
                5,
                &[(1, 2, 8), (1, 3, 9), (2, 3, 10), (3, 4, 7)],
                &[-1, 2, 1, 4, 3],
            ),
            (
                7,
                &[
                    (1, 2, 9),
                    (1, 3, 8),
                    (2, 3, 10),
                    (1, 4, 5),
                    (4, 5, 4),
                    (1, 6, 3),
                ],
                &[-1, 6, 3, 2, 5, 4, 1],
            ),
            (
                7,
                &[
                    (1, 2, 9),
                    (1, 3, 8),
                    (2, 3, 10),
                    (1, 4, 5),
                    (4, 5, 3),
                    (3, 6, 4),
                ],
                &[-1, 2, 1, 6, 5, 4, 3],
            ),
            (
                7,
                &[
                    (1, 2, 9),
                    (1, 3, 9),
                    (2, 3, 10),
                    (2, 4, 8),
                    (3, 5, 8),
                    (4, 5, 10),
                    (5, 6, 6),
                ],
                &[-1, 3, 4, 1, 2, 6, 5],
            ),
            (
                9,
                &[
                    (1, 2, 8),
                    (1, 3, 8),
                    (2, 3, 10),
                    (2, 4, 12),
                    (3, 5, 12),
                    (4, 5, 14),
                    (4, 6, 12),
                    (5, 7, 12),
                    (6, 7, 14),
                    (7, 8, 12),
                ],
                &[-1, 2, 1, 5, 6, 3, 4, 8, 7],
            ),
            (
                9,
                &[
                    (1, 2, 23),
                    (1, 5, 22),
                    (1, 6, 15),
                    (2, 3, 25),
                    (3, 4, 22),
                    (4, 5, 25),
                    (4, 8, 14),
                    (5, 7, 13),
                ],
                &[-1, 6, 3, 2, 8, 7, 1, 5, 4],
            ),
            (
                11,
                &[
                    (1, 2, 45),
                    (1, 5, 45),
                    (2, 3, 50),
                    (3, 4, 45),
                    (4, 5, 50),
                    (1, 6, 30),
                    (3, 9, 35),
                    (4, 8, 28),
                    (5, 7, 26),
                    (9, 10, 5),
                ],
                &[-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
            ),
            (
                13,
                &[
                    (1, 2, 45),
                    (1, 7, 45),
                    (2, 3, 50),
                    (3, 4, 45),
                    (4, 5, 95),
                    (4, 6, 94),
                    (5, 6, 94),
                    (6, 7, 50),
                    (1, 8, 30),
                    (3, 11, 35),
                    (5, 9, 36),
                    (7, 10, 26),
                    (11, 12, 5),
                ],
                &[-1, 8, 3, 2, 6, 9, 4, 10, 1, 5, 7, 12, 11],
            ),
            (
                11,
                &[
                    (1, 2, 40),
                    (1, 3, 40),
                    (2, 3, 60),
                    (2, 4, 55),
                    (3, 5, 55),
                    (4, 5, 50),
                    (1, 8, 15),
                    (5, 7, 30),
                    (7, 6, 10),
                    (8, 10, 10),
                    (4, 9, 30),
                ],
                &[-1, 2, 1, 5, 9, 3, 7, 6, 10, 4, 8],
            ),
        ];
        for (n, edges, expected) in cases {
            assert_eq!(&mates(*n, edges), expected, "{edges:?}");
        }
    }

    /// The best (most pairs, then most weight) by trying every matching.
    fn brute(n: usize, weight: &[Vec<Option<i64>>]) -> (usize, i64) {
        fn go(
            free: &mut Vec<bool>,
            weight: &[Vec<Option<i64>>],
            from: usize,
            pairs: usize,
            sum: i64,
            best: &mut (usize, i64),
        ) {
            let Some(v) = (from..free.len()).find(|&v| free[v]) else {
                *best = (*best).max((pairs, sum));
                return;
            };
            free[v] = false;
            go(free, weight, v + 1, pairs, sum, best);
            for w in v + 1..free.len() {
                if let (true, Some(x)) = (free[w], weight[v][w]) {
                    free[w] = false;
                    go(free, weight, v + 1, pairs + 1, sum + x, best);
                    free[w] = true;
                }
            }
            free[v] = true;
        }
        let mut best = (0, i64::MIN);
        go(&mut vec![true; n], weight, 0, 0, 0, &mut best);
        best
    }

    #[test]
    fn random_graphs_match_as_well_as_every_matching_tried() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = |below: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % below
        };
        for round in 0..600 {
            let n = 2 + next(9) as usize;
            let mut edges = Vec::new();
            for i in 0..n {
                for j in i + 1..n {
                    if next(10) < 7 {
                        edges.push((i, j, next(if round % 2 == 0 { 20 } else { 4 }) as i64));
                    }
                }
            }
            let mut weight = vec![vec![None; n]; n];
            for &(i, j, w) in &edges {
                weight[i][j] = Some(w);
                weight[j][i] = Some(w);
            }
            let mates = max_weight_matching(n, &edges);
            let mut pairs = 0;
            let mut sum = 0;
            for (v, mate) in mates.iter().enumerate() {
                if let Some(w) = *mate {
                    assert_eq!(mates[w], Some(v));
                    if v < w {
                        pairs += 1;
                        sum += weight[v][w].expect("a pair on an edge");
                    }
                }
            }
            assert_eq!((pairs, sum), brute(n, &weight), "{edges:?}");
        }
    }
}
