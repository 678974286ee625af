//! The search tree of the graph-search algorithms: every state stored once, with a parent
//! index, the action that led to it and its path cost, plus an index to find states again.
//!
//! Paths are rebuilt by following parent indices, so the frontier and the seen-set only hold
//! `u32` node ids.

use std::hash::Hash;

use super::hashing::{fingerprint, StateIndex, Vacancy};
use crate::{Cost, Solution, Successor};

/// Index of a node in an [`Arena`].
pub(crate) type NodeId = u32;

/// The parent of a root.
pub(crate) const NO_PARENT: NodeId = NodeId::MAX;

/// One node of the search tree.
#[derive(Debug, Clone)]
pub(crate) struct Node<S, A> {
    pub(crate) state: S,
    pub(crate) parent: NodeId,
    /// The action from the parent's state to this state (`None` for roots).
    pub(crate) action: Option<A>,
    /// Cost of the path from the root.
    pub(crate) g: Cost,
    /// Cost of the step from the parent.
    pub(crate) step_cost: Cost,
    /// Number of steps from the root.
    pub(crate) depth: u32,
}

impl<S, A> Node<S, A> {
    pub(crate) fn root(state: S) -> Self {
        Node {
            state,
            parent: NO_PARENT,
            action: None,
            g: 0,
            step_cost: 0,
            depth: 0,
        }
    }

    /// The child reached from `parent` (whose cost and depth are given) by `step`.
    pub(crate) fn child(
        parent: NodeId,
        parent_g: Cost,
        parent_depth: u32,
        step: Successor<S, A>,
    ) -> Self {
        Node {
            state: step.state,
            parent,
            action: Some(step.action),
            g: parent_g.saturating_add(step.cost),
            step_cost: step.cost,
            depth: parent_depth.saturating_add(1),
        }
    }

    /// Makes this node hang from a new parent (a cheaper path to the same state was found).
    pub(crate) fn reparent(&mut self, other: Node<S, A>) {
        self.parent = other.parent;
        self.action = other.action;
        self.g = other.g;
        self.step_cost = other.step_cost;
        self.depth = other.depth;
    }
}

/// What [`Arena::insert`] did.
pub(crate) enum Inserted<S, A> {
    /// The state was new and got this id.
    New(NodeId),
    /// The state was already stored under this id; the unused node is handed back.
    Existing(NodeId, Node<S, A>),
}

/// Nodes in insertion order, plus an index from state to node.
#[derive(Debug)]
pub(crate) struct Arena<S, A> {
    nodes: Vec<Node<S, A>>,
    index: StateIndex,
}

impl<S: Eq + Hash + Clone, A: Clone> Arena<S, A> {
    pub(crate) fn new() -> Self {
        Arena {
            nodes: Vec::new(),
            index: StateIndex::new(),
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.nodes.len()
    }

    pub(crate) fn node(&self, id: NodeId) -> &Node<S, A> {
        &self.nodes[id as usize]
    }

    pub(crate) fn node_mut(&mut self, id: NodeId) -> &mut Node<S, A> {
        &mut self.nodes[id as usize]
    }

    /// The id of `state`, or where it would go (for [`insert_at`](Self::insert_at)).
    pub(crate) fn find(&self, state: &S) -> Result<NodeId, Vacancy> {
        self.find_hashed(fingerprint(state), state)
    }

    /// [`find`](Self::find) with the fingerprint already computed.
    pub(crate) fn find_hashed(&self, hash: u64, state: &S) -> Result<NodeId, Vacancy> {
        let nodes = &self.nodes;
        self.index
            .find(hash, |id| nodes[id as usize].state == *state)
    }

    /// Stores `node` at a vacancy found by [`find`](Self::find) on the unchanged arena.
    pub(crate) fn insert_at(&mut self, vacancy: Vacancy, node: Node<S, A>) -> NodeId {
        let id = NodeId::try_from(self.nodes.len())
            .ok()
            .filter(|&id| id != NO_PARENT)
            .expect("search tree exceeds 4 billion nodes");
        self.nodes.push(node);
        self.index.insert(vacancy, id);
        id
    }

    /// Stores `node` unless its state is already present.
    pub(crate) fn insert(&mut self, node: Node<S, A>) -> Inserted<S, A> {
        match self.find(&node.state) {
            Ok(id) => Inserted::Existing(id, node),
            Err(vacancy) => Inserted::New(self.insert_at(vacancy, node)),
        }
    }

    /// Stores a root node for `state` (or finds the one already there) and returns its id.
    pub(crate) fn insert_at_root(&mut self, state: S) -> NodeId {
        match self.insert(Node::root(state)) {
            Inserted::New(id) | Inserted::Existing(id, _) => id,
        }
    }

    /// The ids from the root down to `id`.
    pub(crate) fn lineage(&self, id: NodeId) -> Vec<NodeId> {
        let mut ids = Vec::with_capacity(self.node(id).depth as usize + 1);
        let mut current = id;
        while current != NO_PARENT {
            ids.push(current);
            current = self.node(current).parent;
        }
        ids.reverse();
        ids
    }

    /// The path from the root to `id`. Its cost is the sum of the step costs on the path.
    pub(crate) fn solution(&self, id: NodeId) -> Solution<S, A> {
        let ids = self.lineage(id);
        let mut solution = Solution {
            states: Vec::with_capacity(ids.len()),
            actions: Vec::with_capacity(ids.len().saturating_sub(1)),
            cost: 0,
        };
        for &i in &ids {
            let node = self.node(i);
            solution.states.push(node.state.clone());
            if let Some(action) = &node.action {
                solution.actions.push(action.clone());
                solution.cost = solution.cost.saturating_add(node.step_cost);
            }
        }
        solution
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn step(state: u32, cost: Cost) -> Successor<u32, char> {
        Successor {
            action: char::from_digit(state, 10).unwrap_or('?'),
            state,
            cost,
        }
    }

    #[test]
    fn stores_states_once_and_rebuilds_paths() {
        let mut arena: Arena<u32, char> = Arena::new();
        let root = match arena.insert(Node::root(0)) {
            Inserted::New(id) => id,
            Inserted::Existing(..) => panic!("empty arena"),
        };
        let a = match arena.insert(Node::child(root, 0, 0, step(1, 5))) {
            Inserted::New(id) => id,
            Inserted::Existing(..) => panic!("1 is new"),
        };
        let b = match arena.insert(Node::child(a, 5, 1, step(2, 7))) {
            Inserted::New(id) => id,
            Inserted::Existing(..) => panic!("2 is new"),
        };
        assert!(
            matches!(arena.insert(Node::child(b, 12, 2, step(1, 1))), Inserted::Existing(id, _) if id == a)
        );
        assert_eq!(arena.len(), 3);
        let path = arena.solution(b);
        assert_eq!(path.states, vec![0, 1, 2]);
        assert_eq!(path.actions, vec!['1', '2']);
        assert_eq!(path.cost, 12);
        assert_eq!(arena.node(b).g, 12);
        assert_eq!(arena.solution(root).states, vec![0]);
    }
}
