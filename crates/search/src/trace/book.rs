//! What the recording of a best-first search remembers about its nodes, by node id: the step
//! that gave each node its current path (its parent step), and which nodes are closed, in the
//! order they were closed. Kept only while a trace records, so a run without one pays
//! nothing.

use super::StepId;

/// The recording's notes on a best-first search's nodes.
#[derive(Debug, Default)]
pub(crate) struct NodeBook {
    /// Per node: the step that generated it along its current path (0: none, a root).
    generated_by: Vec<StepId>,
    /// Per node: the step that closed it last (0: not closed).
    closed_at: Vec<StepId>,
    /// Per node: where it stands in `closed` (meaningful only while closed).
    closed_slot: Vec<u32>,
    /// The nodes closed now, in no order.
    closed: Vec<u32>,
}

/// Sets `v[i]`, growing `v` with zeros as needed.
fn put(v: &mut Vec<u32>, i: u32, value: u32) {
    let i = i as usize;
    if v.len() <= i {
        v.resize(i + 1, 0);
    }
    v[i] = value;
}

impl NodeBook {
    /// `node` now hangs from the node that `step` expanded.
    pub(crate) fn generated(&mut self, node: u32, step: StepId) {
        put(&mut self.generated_by, node, step);
    }

    /// The step that generated `node` along its current path (`None` for a root).
    pub(crate) fn parent(&self, node: u32) -> Option<StepId> {
        self.generated_by
            .get(node as usize)
            .copied()
            .filter(|&s| s != 0)
    }

    /// `step` expanded `node`: it is closed.
    pub(crate) fn close(&mut self, node: u32, step: StepId) {
        if !self.is_closed(node) {
            put(&mut self.closed_slot, node, self.closed.len() as u32);
            self.closed.push(node);
        }
        put(&mut self.closed_at, node, step);
    }

    /// `node` leaves CLOSED (it was reached again with a smaller g).
    pub(crate) fn reopen(&mut self, node: u32) {
        if !self.is_closed(node) {
            return;
        }
        let slot = self.closed_slot[node as usize] as usize;
        self.closed.swap_remove(slot);
        if let Some(&moved) = self.closed.get(slot) {
            self.closed_slot[moved as usize] = slot as u32;
        }
        self.closed_at[node as usize] = 0;
    }

    fn is_closed(&self, node: u32) -> bool {
        self.closed_at.get(node as usize).is_some_and(|&s| s != 0)
    }

    /// How many nodes are closed.
    pub(crate) fn closed_count(&self) -> usize {
        self.closed.len()
    }

    /// The closed nodes in the order they were (last) closed.
    pub(crate) fn closed_in_order(&self) -> Vec<u32> {
        let mut nodes = self.closed.clone();
        nodes.sort_unstable_by_key(|&n| self.closed_at[n as usize]);
        nodes
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn remembers_parents_and_the_closing_order() {
        let mut book = NodeBook::default();
        assert_eq!(book.parent(0), None);
        book.generated(3, 1);
        book.generated(5, 2);
        assert_eq!(
            (book.parent(3), book.parent(5), book.parent(4)),
            (Some(1), Some(2), None)
        );
        book.close(0, 1);
        book.close(3, 2);
        book.close(5, 3);
        assert_eq!(book.closed_in_order(), vec![0, 3, 5]);
        book.reopen(0);
        book.reopen(0); // twice is once
        assert_eq!(book.closed_count(), 2);
        assert_eq!(book.closed_in_order(), vec![3, 5]);
        book.close(0, 4);
        assert_eq!(book.closed_in_order(), vec![3, 5, 0]);
        book.generated(3, 4);
        assert_eq!(book.parent(3), Some(4));
    }
}
