"""planner/solve/bounds"""
