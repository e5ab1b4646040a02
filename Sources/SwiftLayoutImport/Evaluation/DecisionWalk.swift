/// A depth-first walk over the yes-or-no decisions a piece of code makes, for running it once per way its
/// conditions can go: the first time a run meets a decision it takes "true", a later run "false", until every
/// combination that the code actually reaches has been run. `WidthCaseExplorer` walks a section provider's
/// comparisons of the container size, `RegistrationBranches` a registration's conditions on its record.
struct DecisionWalk {
    private var planned: [Bool] = []
    private var cursor = 0

    /// Starts the next run: its decisions are read from the start of the plan again.
    mutating func beginRun() { cursor = 0 }

    /// The outcome of the run's next decision: the planned one, or "true" for a decision no run has reached yet.
    mutating func next() -> Bool {
        defer { cursor += 1 }
        if cursor < planned.count { return planned[cursor] }
        planned.append(true)
        return true
    }

    /// Plans the next unexplored run (the deepest decision still "true" turns "false", the ones after it are
    /// dropped); false when every run was made.
    mutating func advance() -> Bool {
        planned = Array(planned.prefix(cursor))
        while planned.last == false { planned.removeLast() }
        guard !planned.isEmpty else { return false }
        planned[planned.count - 1] = false
        return true
    }
}
